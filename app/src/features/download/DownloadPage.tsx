import { useTranslation } from 'react-i18next';
import { AccountPage } from '../account';
import { Downloads } from './Downloads';

/** The app download and install guides for iOS and Android (SPEC.md section 1; /download, defined here). */
export function DownloadPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.download.title')} intro={t('account.download.intro')}>
      <Downloads />
    </AccountPage>
  );
}
