import { useTranslation } from 'react-i18next';
import { AccountPage } from '../features/account/AccountPage';
import { Feedback } from '../features/account/feedback/Feedback';
import * as styles from '../features/account/account.css';

/** Feedback and complaints (SPEC.md section 1; /feedback, defined here). */
export default function FeedbackPage() {
  const { t } = useTranslation();
  return (
    <AccountPage title={t('account.feedback.title')} intro={t('account.feedback.intro')}>
      <div className={styles.narrow}>
        <Feedback />
      </div>
    </AccountPage>
  );
}
