import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/AccountPage';
import { Downloads } from '../features/account/download/Downloads';

/** The app download and install guides for iOS and Android (SPEC.md section 1; /download, defined here). */
export default function DownloadPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.download.title')} intro={t('account.download.intro')}>
      <Downloads />
    </AccountPage>
  );
}
