import { LanguageSwitcher, shippedLanguages, ThemeSwitcher, useToast } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '../../i18n';
import { isShippedLanguage } from '../../i18n/language';
import { useThemeSetting } from '../../theme/mode';
import * as styles from './SiteHeader.css';

/**
 * The language menu (SPEC.md section 9: the shipped languages es, en and th; the others listed but
 * unavailable). Choosing one keeps it as lang and hisLang (SPEC.md section 3).
 */
function SiteLanguageSwitcher() {
  const { t, i18n } = useTranslation();
  const toast = useToast();
  return (
    <LanguageSwitcher
      value={i18n.resolvedLanguage ?? i18n.language}
      supported={shippedLanguages}
      onChange={(code) => {
        if (!isShippedLanguage(code)) return;
        // The language's strings are a chunk of their own: a failed load keeps the page as it is.
        chooseLanguage(i18n, code).catch(() => {
          toast.show({ title: t('site.chunkFailed'), tone: 'danger' });
        });
      }}
    />
  );
}

/** Dark or light (SPEC.md section 9), kept by the app's theme setting. */
function SiteThemeSwitcher() {
  const { mode, setMode } = useThemeSetting();
  return <ThemeSwitcher mode={mode} onModeChange={setMode} />;
}

/** The language and theme switchers together, wherever the frame places them. */
export function Preferences({ language = true }: { language?: boolean }) {
  const { t } = useTranslation();
  return (
    <div className={styles.preferences} role="group" aria-label={t('shell.header.preferences')}>
      {language ? <SiteLanguageSwitcher /> : null}
      <SiteThemeSwitcher />
    </div>
  );
}
