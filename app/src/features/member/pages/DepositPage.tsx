import { useTranslation } from 'react-i18next';
import { depositKinds, MoneyNotices } from '../sections/MoneyNotices';
import { BalanceFigures } from '../sections/Wallet';

/** /member/depositv2 (SPEC.md section 2). */
export default function DepositPage() {
  const { t } = useTranslation();
  return (
    <>
      <BalanceFigures mainOnly />
      <MoneyNotices kinds={depositKinds} caption={t('centres.member.notices.deposit')} />
    </>
  );
}
