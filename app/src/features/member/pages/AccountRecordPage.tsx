import { useTranslation } from 'react-i18next';
import { depositKinds, MoneyNotices, withdrawalKinds } from '../sections/MoneyNotices';

/** /member/transactionHistory (SPEC.md section 2). */
export default function AccountRecordPage() {
  const { t } = useTranslation();
  return <MoneyNotices kinds={[...depositKinds, ...withdrawalKinds]} caption={t('centres.member.notices.account')} />;
}
