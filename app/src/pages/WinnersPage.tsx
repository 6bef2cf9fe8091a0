import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/AccountPage';
import { Winners } from '../features/account/winners/Winners';

/** The winners board page (SPEC.md sections 1 and 9; /winners, defined here). */
export default function WinnersPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.winners.title')} intro={t('account.winners.intro')}>
      <Winners />
    </AccountPage>
  );
}
