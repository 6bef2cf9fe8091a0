/**
 * Test wiring for the centres, the promotions page and the points mall: the app's strings in English,
 * a fresh SWR cache, a logged-in session of the given member type, the site's popups as spies, the
 * theme setting, and a memory router. Only tests import this file.
 */
import { render } from '@testing-library/react';
import { http } from 'msw';
import type { setupServer } from 'msw/node';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { vi } from 'vitest';
import type { LoginValue } from '../../api/wire/session';
import type { SystemConfig, SystemStatusValue } from '../../api/wire/system';
import { ApiProvider } from '../../data/ApiProvider';
import { createAppI18n } from '../../i18n';
import { SiteContext, type SiteContextValue } from '../../shell/site';
import { createTestApi, plainCipher } from '../../test/api';
import { at, ok } from '../../test/msw';
import { ThemeModeContext } from '../../theme/mode';

export const memberType = 0;
export const agentType = 1;

function loginValue(customerType: number): LoginValue {
  return {
    token: 'tok-1',
    id: 3,
    userName: 'ana',
    nickname: 'Ana',
    customerType,
    firstTimeLogin: false,
    passwordExpired: false,
    defaultPassword: false,
    expiresIn: 7200,
  };
}

/** The system status answer, with the settings the centres read. */
export function systemStatus(config: Partial<SystemConfig> = {}): SystemStatusValue {
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
    location: { ip: '203.0.113.5' },
  };
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
export function failingThenOk(path: string, value: unknown, server: ReturnType<typeof setupServer>) {
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

export function renderWithSite({ path, routes, userType = memberType }: RenderOptions) {
  localStorage.setItem('lang', 'en');
  const api = createTestApi({ cipher: plainCipher });
  if (userType !== null) api.session.signIn(loginValue(userType));
  const site: SiteContextValue = {
    popup: null,
    open: vi.fn(),
    close: vi.fn(),
    requireMember: vi.fn(() => true),
    openCustomerService: vi.fn(),
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <I18nextProvider i18n={createAppI18n()}>
      <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0, shouldRetryOnError: false }}>
        <ApiProvider client={api.client} session={api.session} language="en">
          <ThemeModeContext value={{ mode: 'dark', setMode: vi.fn() }}>
            <SiteContext value={site}>
              <RouterProvider router={router} />
            </SiteContext>
          </ThemeModeContext>
        </ApiProvider>
      </SWRConfig>
    </I18nextProvider>,
  );
  return { api, site, router };
}

/** jsdom has no ResizeObserver; Radix measures with it. */
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
