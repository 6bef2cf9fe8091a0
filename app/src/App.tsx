import { languageDirection, Loader, StatusPage, ThemeProvider, ToastProvider } from '@lobby/design-system';
import type { BrandTheme } from '@lobby/tokens';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter } from 'react-router-dom';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { ApiProvider, useSystemStatus, type AppApi } from './data';
import { openCustomerServiceWindow } from './shell/customerService';
import { SiteRoutes } from './routes/table';
import { ThemeModeContext, useThemeMode } from './theme/mode';

/**
 * The API client already retries a failed read twice with back-off (PLATFORM.md); after that a view
 * shows its error with a retry button, rather than SWR asking again and again in the background.
 */
const swrConfig: SWRConfiguration = { shouldRetryOnError: false };

interface AppProps {
  /** The operator's brand, loaded at start-up; null for the default theme. */
  brand: BrandTheme | null;
  /** The platform's client and the session store, created once at start-up. */
  api: AppApi;
}

/** The site: providers, the system state gate, and the routes (SPEC.md sections 2 and 4). */
export function App({ brand, api }: AppProps) {
  const { i18n } = useTranslation();
  const [mode, setMode] = useThemeMode();
  const themeSetting = useMemo(() => ({ mode, setMode }), [mode, setMode]);

  return (
    <SWRConfig value={swrConfig}>
      <ApiProvider client={api.client} session={api.session} language={i18n.language}>
        <ThemeModeContext value={themeSetting}>
          <ThemeProvider mode={mode} brand={brand} dir={languageDirection(i18n.language)} global>
            <ToastProvider>
              <SystemGate>
                <BrowserRouter>
                  <SiteRoutes />
                </BrowserRouter>
              </SystemGate>
            </ToastProvider>
          </ThemeProvider>
        </ThemeModeContext>
      </ApiProvider>
    </SWRConfig>
  );
}

/**
 * System status (SPEC.md section 4): 0 shows the site, 1 the maintenance page, 2 the region-blocked
 * page with the visitor's IP. A status that cannot be read shows the error page with a retry.
 */
function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const data = status.data;
  if (!data) {
    if (status.error) {
      return (
        <main>
          {/* Nothing of the site could start: the retry starts it again, from the top. */}
          <StatusPage
            kind="error"
            onRetry={() => {
              window.location.reload();
            }}
          />
        </main>
      );
    }
    return <Loader fullPage label={t('site.loading')} />;
  }
  const { info, location } = data;
  if (info.status === 1) {
    return (
      <main>
        <StatusPage
          kind="maintenance"
          onRefresh={() => {
            window.location.reload();
          }}
          onCustomerService={openCustomerServiceWindow}
        />
      </main>
    );
  }
  if (info.status === 2) {
    return (
      <main>
        <StatusPage kind="blocked" ip={location.ip} />
      </main>
    );
  }
  return children;
}
