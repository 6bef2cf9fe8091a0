import {
  HydrationProvider,
  languageDirection,
  Loader,
  StatusPage,
  ThemeProvider,
  ToastProvider,
} from '@lobby/design-system';
import type { BrandTheme } from '@lobby/tokens';
import type { ThemeMode } from '@lobby/tokens';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, StaticRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
// Modules of the data layer, not its index: the start-up script carries what it uses, not every domain.
import { ApiProvider, useApi } from './data/ApiProvider';
import type { AppApi } from './data/appApi';
import type { FirstScreenData } from './data/firstScreen';
import { checkAddress, useSystemStatus } from './data/system';
import { openCustomerServiceWindow } from './shell/customerService';
import { SiteRoutes } from './routes/table';
import { SideMenuProvider, type SideMenuPreference } from './shell/sideMenu';
import { ThemeModeContext, useThemeMode } from './theme/mode';

interface AppProps {
  /** The operator's brand, compiled by the server; null for the default theme. */
  brand: BrandTheme | null;
  /** The platform's client and the session store, created once at start-up (per request on the server). */
  api: AppApi;
  /** The colour mode the page was rendered in (the server's HTML, or the client's own first render). */
  mode: ThemeMode;
  /** The side menu's collapsed states the page was rendered with (the `sideMenu` cookies). */
  sideMenu: SideMenuPreference;
  /**
   * The first screen's data and SWR's configuration around it (data/firstScreen.ts): on the server,
   * the calls answered before the render; in the browser, the same answers read from the page.
   */
  data: FirstScreenData;
  /** The site's origin: the request's on the server, the page's in the browser. */
  origin: string;
  /** On the server: the address rendered (a static router). In the browser the router reads it. */
  location?: string;
  /** Rendered for hydration: on the server, and in the browser over the server's HTML. */
  hydrating: boolean;
}

/** The site: providers, the system state gate, and the routes (SPEC.md sections 2 and 4). */
export function App({ brand, api, mode: renderedMode, sideMenu, data, origin, location, hydrating }: AppProps) {
  const { i18n } = useTranslation();
  const [mode, setMode] = useThemeMode(renderedMode);
  const themeSetting = useMemo(() => ({ mode, setMode }), [mode, setMode]);
  const routes = <SiteRoutes />;

  return (
    <HydrationProvider hydrating={hydrating}>
      <SWRConfig value={data.swrConfig}>
        <ApiProvider client={api.client} session={api.session} language={i18n.language} origin={origin}>
          <ThemeModeContext value={themeSetting}>
            <SideMenuProvider rendered={sideMenu}>
              <ThemeProvider mode={mode} brand={brand} dir={languageDirection(i18n.language)} global>
                <ToastProvider>
                  <SystemGate>
                    {location === undefined ? (
                      <BrowserRouter>{routes}</BrowserRouter>
                    ) : (
                      <StaticRouter location={location}>{routes}</StaticRouter>
                    )}
                  </SystemGate>
                </ToastProvider>
              </ThemeProvider>
            </SideMenuProvider>
          </ThemeModeContext>
        </ApiProvider>
      </SWRConfig>
    </HydrationProvider>
  );
}

/**
 * System status (SPEC.md section 4): 0 shows the site, 1 the maintenance page, 2 the region-blocked
 * page with the visitor's IP. A status that cannot be read shows the error page with a retry. Then
 * the domain check (SPEC.md section 8): at an address that is not one of the operator's domains, the
 * "Invalid URL" page with customer service, and none of the site (a copy of the site under another
 * name is how players' passwords are phished). A domain route that cannot be read leaves the site be.
 */
function SystemGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const status = useSystemStatus();
  const { client, session } = useApi();
  const foreign = useForeignAddress(client);
  const config = status.data?.info.config;
  // Which member types are agents and trials comes from the platform's configuration (SPEC.md
  // section 6), as soon as it is known.
  useEffect(() => {
    if (config) session.setAccountTypes(config);
  }, [config, session]);
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
  if (foreign) {
    return (
      <main>
        <StatusPage kind="invalidUrl" onCustomerService={openCustomerServiceWindow} />
      </main>
    );
  }
  return children;
}

/**
 * True once the domain check (data/system.ts: checkAddress, after the page is up) has found that this
 * address is not one of the operator's domains. A server-rendered page shows the site until then; a
 * domain route that cannot be read leaves the site be.
 */
function useForeignAddress(client: AppApi['client']): boolean {
  const [foreign, setForeign] = useState(false);
  useEffect(() => {
    checkAddress(client, window.location.host).then(
      (known) => setForeign(!known),
      () => undefined,
    );
  }, [client]);
  return foreign;
}
