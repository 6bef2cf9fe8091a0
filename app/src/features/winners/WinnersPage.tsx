import { useTranslation } from 'react-i18next';
import { AccountPage } from '../account';
import { Winners } from './Winners';

/** The winners board page (SPEC.md sections 1 and 9; /winners, defined here). */
export function WinnersPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.winners.title')} intro={t('account.winners.intro')}>
      <Winners />
    </AccountPage>
  );
}
