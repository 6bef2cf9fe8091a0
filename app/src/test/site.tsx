/**
 * The site's providers for the tests (the app's strings, the theme and its setting, toasts, a fresh
 * SWR cache, the API, the site context and a memory router at a path), and jsdom's gaps.
 */
import { ThemeProvider, ToastProvider } from '@lobby/design-system';
import { render } from '@testing-library/react';
import { useEffect, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi, type Mock } from 'vitest';
import type { LoginValue } from '@lobby/contract';
import { ApiProvider } from '../data/ApiProvider';
import type { AppApi } from '../data/appApi';
import { pickLanguage } from '../i18n/language';
import { SiteContext, type SiteContextValue } from '../shell/site';
import { SiteProvider } from '../shell/SiteProvider';
import { SideMenuProvider, sideMenuOfCookie } from '../shell/sideMenu';
import { ThemeModeContext } from '../theme/mode';
import { mockApi } from './api';
import { createTestI18n } from './languages';

/**
 * jsdom has no ResizeObserver (Radix and the game grid measure with it), no scrolling (the virtual
 * game grid scrolls the window) and no pointer capture (Radix's select and menus). Filled when a test
 * file imports the harness, so that a test's own spies (set in its beforeEach) replace these.
 */
vi.stubGlobal(
  'ResizeObserver',
  class {
    observe = vi.fn();
    unobserve = vi.fn();
    disconnect = vi.fn();
  },
);
if (typeof window !== 'undefined') {
  window.scrollTo = vi.fn();
  Element.prototype.scrollIntoView = vi.fn();
  Element.prototype.hasPointerCapture = vi.fn(() => false);
  Element.prototype.releasePointerCapture = vi.fn();
}

/** The site context's actions as spies, with the site's member rule. */
interface SiteSpies extends SiteContextValue {
  open: Mock<SiteContextValue['open']>;
  close: Mock<SiteContextValue['close']>;
  requireMember: Mock<SiteContextValue['requireMember']>;
  openCustomerService: Mock<SiteContextValue['openCustomerService']>;
}

function siteSpies(api: AppApi): SiteSpies {
  const { isLogin, isTrial } = api.session.getSnapshot();
  const open = vi.fn<SiteContextValue['open']>();
  return {
    popup: null,
    open,
    close: vi.fn<SiteContextValue['close']>(),
    // As the site's: a real member passes; a guest gets the login popup, a trial user the warning.
    requireMember: vi.fn<SiteContextValue['requireMember']>(() => {
      if (!isLogin) open({ kind: 'login' });
      else if (isTrial) open({ kind: 'registerFirst' });
      return isLogin && !isTrial;
    }),
    openCustomerService: vi.fn<SiteContextValue['openCustomerService']>(),
  };
}

const probed = { location: '' };

/** Where the router is now (path, query and anchor). */
export function locationNow(): string {
  return probed.location;
}

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    probed.location = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return null;
}

export interface RenderSiteOptions {
  /** The client; by default a mock-platform one signed in as `as`. */
  api?: AppApi;
  /** Signed in with this answer (mock platform; with no `api`). */
  as?: LoginValue;
  /** Where the router starts, and the state a guard left there. */
  path?: string;
  state?: unknown;
  /** The route path the rendered element answers (default every path). */
  pattern?: string;
  /** The routes, in place of one element. */
  routes?: RouteObject[];
  language?: string;
  /** The site's own SiteProvider (its popups, its member rule) in place of spies. */
  siteProvider?: boolean;
  /** SWR's retries after an error (off: a test sees one failure and its retry button). */
  retryOnError?: boolean;
}

/**
 * Renders `element` (or `routes`) as the site does, on a memory router at `path`, in English unless
 * told. The site context's actions are spies unless `siteProvider`; the theme setting's too.
 */
export function renderSite(element: ReactNode, options: RenderSiteOptions = {}) {
  const language = options.language ?? 'en';
  localStorage.setItem('lang', language);
  const api = options.api ?? mockApi(options.as);
  const site = siteSpies(api);
  const setMode = vi.fn();
  const routes: RouteObject[] = options.routes ?? [
    { path: options.pattern ?? '*', element },
    ...(options.pattern ? [{ path: '*', element: null }] : []),
  ];
  const Root = () =>
    options.siteProvider ? (
      <SiteProvider>
        <Outlet />
        <LocationProbe />
      </SiteProvider>
    ) : (
      <SiteContext value={site}>
        <Outlet />
        <LocationProbe />
      </SiteContext>
    );
  const { pathname, search, hash } = new URL(options.path ?? '/', 'http://site.test');
  const router = createMemoryRouter([{ element: <Root />, children: routes }], {
    initialEntries: [{ pathname, search, hash, state: options.state }],
  });
  const view = render(
    <I18nextProvider i18n={createTestI18n(pickLanguage([language]))}>
      <ThemeProvider mode="dark">
        <ThemeModeContext value={{ mode: 'dark', setMode }}>
          {/* As a page arrives: rendered with the side menu's cookies. */}
          <SideMenuProvider rendered={sideMenuOfCookie(document.cookie)}>
            <ToastProvider>
              <SWRConfig
                value={{
                  provider: () => new Map(),
                  dedupingInterval: 0,
                  shouldRetryOnError: options.retryOnError ?? false,
                }}
              >
                <ApiProvider
                  client={api.client}
                  session={api.session}
                  language={language}
                  origin={window.location.origin}
                >
                  <RouterProvider router={router} />
                </ApiProvider>
              </SWRConfig>
            </ToastProvider>
          </SideMenuProvider>
        </ThemeModeContext>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, api, site, setMode, router };
}

/** The text of the elements an element's aria-describedby names (its hint and error). */
export const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

/** Every value kept in web storage and cookies, to prove no password is among them. */
export function storedText(): string {
  const stored = [sessionStorage, localStorage].flatMap((storage) =>
    Object.keys(storage).map((key) => `${key}=${storage.getItem(key) ?? ''}`),
  );
  return [...stored, document.cookie].join('\n');
}
