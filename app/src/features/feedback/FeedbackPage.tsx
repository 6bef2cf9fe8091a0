import { useTranslation } from 'react-i18next';
import { AccountPage, accountLayout as styles } from '../account';
import { Feedback } from './Feedback';

/** Feedback and complaints (SPEC.md section 1; /feedback, defined here). */
export function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.feedback.title')} intro={t('account.feedback.intro')}>
      <div className={styles.narrow}>
        <Feedback />
      </div>
    </AccountPage>
  );
}
