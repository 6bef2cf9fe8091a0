import { useTranslation } from 'react-i18next';
import { MoneyNotices, withdrawalKinds } from '../sections/MoneyNotices';
import { BalanceFigures } from '../sections/Wallet';

/** /member/withdraw (SPEC.md section 2). */
export default function WithdrawPage() {
  const { t } = useTranslation();
  return (
    <>
      <BalanceFigures mainOnly />
      <MoneyNotices kinds={withdrawalKinds} caption={t('centres.member.notices.withdraw')} />
    </>
  );
}
