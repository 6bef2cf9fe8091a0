import { EmptyState } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';

/** /member/personalProfit (SPEC.md section 2). */
export default function ProfitLossPage() {
  const { t } = useTranslation();
  return <EmptyState title={t('centres.common.noRecords')} description={t('centres.member.profit.text')} />;
}
