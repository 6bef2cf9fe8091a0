import { Button, Heading, Inline, languageDirection, Modal, Stack, Text, ThemeProvider } from '@lobby/design-system';
import type { BrandTheme } from '@lobby/tokens';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as styles from './App.css';
import { minimumAge } from './config/business';
import { ApiProvider, type AppApi } from './data';
import { AuthControls } from './features/auth';
import { LanguageSelect } from './i18n/LanguageSelect';
import { useThemeMode } from './theme/mode';
import { ThemeToggle } from './theme/ThemeToggle';

interface AppProps {
  /** The operator's brand, loaded at start-up; null for the default theme. */
  brand: BrandTheme | null;
  /** The platform's client and the session store, created once at start-up. */
  api: AppApi;
}

/**
 * The site: for now one themed page (header with the session's controls, hero, button styles,
 * welcome notice, footer).
 */
export function App({ brand, api }: AppProps) {
  const { t, i18n } = useTranslation();
  const [mode, setMode] = useThemeMode();
  const site = brand?.name ?? t('siteName');
  const heroId = useId();
  const previewId = useId();

  return (
    <ApiProvider client={api.client} session={api.session} language={i18n.language}>
      <ThemeProvider mode={mode} brand={brand} dir={languageDirection(i18n.language)} global>
        <div className={styles.page}>
          <header className={styles.content}>
            <Inline justify="between" gap="md" padding="lg">
              <Text as="span" size="lg" weight="bold">
                {site}
              </Text>
              <Inline gap="md">
                <AuthControls />
                <Inline gap="md" role="group" aria-label={t('header.preferences')}>
                  <LanguageSelect />
                  <ThemeToggle mode={mode} onChange={setMode} />
                </Inline>
              </Inline>
            </Inline>
          </header>

          <main className={`${styles.main} ${styles.content}`}>
            <Stack gap="xxl" padding="lg">
              <Stack as="section" gap="lg" align="start" aria-labelledby={heroId}>
                <Heading level={1} id={heroId}>
                  {t('hero.title', { site })}
                </Heading>
                <Text size="lg" tone="secondary">
                  {t('hero.text')}
                </Text>
                <WelcomeNotice />
              </Stack>

              <Stack as="section" gap="md" aria-labelledby={previewId}>
                <Heading level={2} size={3} id={previewId}>
                  {t('preview.title')}
                </Heading>
                <Inline gap="md">
                  <Button variant="primary">{t('preview.primary')}</Button>
                  <Button variant="secondary">{t('preview.secondary')}</Button>
                  <Button variant="ghost">{t('preview.ghost')}</Button>
                  <Button variant="danger">{t('preview.danger')}</Button>
                </Inline>
              </Stack>
            </Stack>
          </main>

          <footer className={styles.content}>
            <Stack padding="lg">
              <Text size="sm" tone="muted">
                {t('footer.responsible', { age: minimumAge })}
              </Text>
            </Stack>
          </footer>
        </div>
      </ThemeProvider>
    </ApiProvider>
  );
}

/** The welcome notice: opened from its button, closed by its buttons or Escape, never by a click outside. */
function WelcomeNotice() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const close = () => {
    setOpen(false);
  };
  return (
    <Modal
      open={open}
      onOpenChange={setOpen}
      trigger={<Button size="lg">{t('hero.openNotice')}</Button>}
      title={t('notice.title')}
      description={t('notice.description')}
      footer={
        <>
          <Button variant="secondary" onClick={close}>
            {t('notice.later')}
          </Button>
          <Button onClick={close}>{t('notice.confirm')}</Button>
        </>
      }
    >
      <Text>{t('notice.body', { age: minimumAge })}</Text>
    </Modal>
  );
}
