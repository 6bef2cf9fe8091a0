import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { SiteAnalytics } from '../features/consent';
import { Preferences } from '../features/header';
import { CustomerServiceHost } from '../features/support';
import * as styles from './AgentLayout.css';

/**
 * The agent pages' layout (/agent and /agentHome): no side menu, header or footer (SPEC.md section 2),
 * only a slim bar with the site's name and the language and theme switchers, above the page.
 */
export function AgentLayout() {
  const { t } = useTranslation();
  return (
    <div className={styles.root}>
      <header className={styles.bar} aria-label={t('centres.agent.bar')}>
        <span className={styles.siteName}>{t('siteName')}</span>
        <Preferences />
      </header>
      <main className={styles.main}>
        <Outlet />
      </main>
      <CustomerServiceHost />
      <SiteAnalytics />
    </div>
  );
}
