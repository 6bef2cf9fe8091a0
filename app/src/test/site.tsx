/**
 * What the features' tests share: jsdom's gaps, a logged-in session, the platform's system status
 * answer, and the site's providers (the app's strings, toasts, a fresh SWR cache, the API, the theme
 * setting and the site context), plus the centres' wiring (status, modules, unread badges). Only tests
 * import this file.
 */
import { ToastProvider } from '@lobby/design-system';
import { render } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { LoginValue, SystemConfig, SystemStatusValue } from '@lobby/contract';
import { ApiProvider } from '../data/ApiProvider';
import type { AppApi } from '../data/appApi';
import { createAppI18n } from '../i18n';
import { SiteContext, type SiteContextValue } from '../shell/site';
import { ThemeModeContext, type ThemeModeSetting } from '../theme/mode';
import { createTestApi, plainCipher } from './api';
import { at, ok } from './msw';

/** jsdom has no ResizeObserver; Radix and the game grid measure with it. */
export function stubResizeObserver() {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe = vi.fn();
      unobserve = vi.fn();
      disconnect = vi.fn();
    },
  );
}

/** A member's login answer. */
export const loginValue: LoginValue = {
  token: 'tok-1',
  id: 3,
  userName: 'ana',
  nickname: 'Ana',
  customerType: 0,
  firstTimeLogin: false,
  passwordExpired: false,
  defaultPassword: false,
  expiresIn: 7200,
};

export const memberType = 0;
export const agentType = 1;

/** The system status answer, with the given settings. */
export function systemStatus(config: Partial<SystemConfig> = {}, ip = '203.0.113.5'): SystemStatusValue {
  return {
    info: {
      status: 0,
      maintenance: false,
      regionRestriction: false,
      config: {
        merchantCode: 'LOBBY',
        platform: 'WEB',
        defaultLanguage: 'ES',
        supportedLanguages: ['EN', 'ES', 'TH'],
        currency: 'USD',
        currencySymbol: '$',
        mainDomain: 'platform.test',
        gtagId: '',
        imageCdnList: [''],
        launchCdnList: [''],
        esportsList: [],
        cockfightList: [],
        prizeModes: [],
        agentTypes: [1, 2, 41, 42],
        trialTypes: [4],
        timezoneOffset: 0,
        socials: { facebook: '', youtube: '' },
        ...config,
      },
    },
    location: { ip },
  };
}

export interface ProvidersProps {
  api: AppApi;
  /** The language the API asks the platform for. */
  language?: string;
  /** Extra SWR settings over a fresh cache with no deduping. */
  swr?: { shouldRetryOnError?: boolean };
  /** Wraps in the design system's toasts. */
  toasts?: boolean;
  /** The theme setting, when the UI reads or changes it. */
  theme?: ThemeModeSetting;
  /** The site context, when the UI reads it without SiteProvider. */
  site?: SiteContextValue;
  children: ReactNode;
}

/** The app's providers as the site nests them, each test getting fresh strings and a fresh cache. */
export function TestProviders({ api, language = 'en', swr, toasts, theme, site, children }: ProvidersProps) {
  let tree = children;
  if (site) tree = <SiteContext value={site}>{tree}</SiteContext>;
  if (theme) tree = <ThemeModeContext value={theme}>{tree}</ThemeModeContext>;
  tree = (
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, ...swr }}>
      <ApiProvider client={api.client} session={api.session} language={language}>
        {tree}
      </ApiProvider>
    </SWRConfig>
  );
  if (toasts) tree = <ToastProvider>{tree}</ToastProvider>;
  return <I18nextProvider i18n={createAppI18n()}>{tree}</I18nextProvider>;
}

/** Answers every centre page asks for besides its own data: status, modules and unread badges. */
export function frameHandlers(options: { offset?: number; modules?: string[] } = {}) {
  const modules = options.modules ?? ['AGENTPOLICY3'];
  return [
    http.get(at('/wps/system/status'), () => ok(systemStatus({ timezoneOffset: options.offset ?? 0 }))),
    http.get(at('/wps/system/whitelabel'), () =>
      ok([
        {
          modId: 'AGENT3',
          enabled: true,
          childrenNodes: modules.map((modId) => ({ modId, enabled: true, childrenNodes: [] })),
        },
      ]),
    ),
    http.get(at('/wps/relay/CSP_unreadCount'), () => ok({ total: 14, message: 9, mission: 2, reward: 3 })),
  ];
}

/** A handler that fails with HTTP 500 until the returned function is called, then answers `value`. */
export function failingThenOk(path: string, value: unknown, server: SetupServerApi) {
  let failing = true;
  server.use(http.get(at(path), () => (failing ? new Response('down', { status: 500 }) : ok(value))));
  return () => {
    failing = false;
  };
}

export interface RenderOptions {
  path: string;
  routes: RouteObject[];
  /** The logged-in member type; null for a guest. */
  userType?: number | null;
}

/** Renders routes in English, logged in as `userType`, with the site's popups as spies. */
export function renderWithSite({ path, routes, userType = memberType }: RenderOptions) {
  localStorage.setItem('lang', 'en');
  const api = createTestApi({ cipher: plainCipher });
  if (userType !== null) api.session.signIn({ ...loginValue, customerType: userType });
  const site: SiteContextValue = {
    popup: null,
    open: vi.fn(),
    close: vi.fn(),
    requireMember: vi.fn(() => true),
    openCustomerService: vi.fn(),
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders
      api={api}
      swr={{ shouldRetryOnError: false }}
      theme={{ mode: 'dark', setMode: vi.fn() }}
      site={site}
      toasts
    >
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, site, router };
}
