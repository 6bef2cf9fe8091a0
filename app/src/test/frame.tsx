/**
 * What the frame's tests share (header, side menu, footer, help): the component rendered as the site
 * renders it (i18n in English, the API against the mock platform, a router, the site context with
 * spies), the mock platform's answers, and jsdom's gaps.
 */
import { cleanup, render } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { useEffect, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeEach, vi } from 'vitest';
import type {
  HelpCenterValue,
  LoginValue,
  NewGameVendorValue,
  SystemStatusValue,
  VendorCard,
  VendorLane,
} from '@lobby/contract';
import type { AppApi } from '../data';
import type { SiteContextValue } from '../shell/site';
import { createTestApi, plainCipher } from './api';
import { at, ok, startMockPlatform } from './msw';
import { loginValue, stubResizeObserver, systemStatus, TestProviders } from './site';

// jsdom has no ResizeObserver and no pointer capture; Radix menus and tooltips use them.
stubResizeObserver();
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.hasPointerCapture = vi.fn(() => false);
Element.prototype.releasePointerCapture = vi.fn();

export const memberLogin: LoginValue = { ...loginValue, token: 'tok-member', id: 1042 };
export const agentLogin: LoginValue = {
  ...memberLogin,
  token: 'tok-agent',
  userName: 'boss',
  nickname: 'Boss',
  customerType: 1,
};
export const trialLogin: LoginValue = {
  ...memberLogin,
  token: 'tok-trial',
  userName: 'try',
  nickname: 'Try',
  customerType: 4,
};

function card(vassalage: string, displayName: string): VendorCard {
  return {
    vassalage,
    displayName,
    smallIcon: `/wps/assets/vendor/${vassalage}.svg`,
    lagerIcon: `/wps/assets/vendor/${vassalage}.svg`,
    gameCount: 10,
    isGame: 'GAME',
  };
}

function lane(title: VendorLane['title'], displayName: string, cards: VendorCard[]): VendorLane {
  return { title, gameCategory: title, displayName, cards, gameClassify: [] };
}

/** Lanes in the server's order: SPORTS before LIVE, FISH without vendors, COCKFIGHT without a route. */
export const lanes: VendorLane[] = [
  lane('SPORTS', 'Sports', [card('IBC', 'IBC Sports')]),
  lane('LIVE', 'Live casino', [card('AG', 'AG Gaming'), card('PT', 'PT Live')]),
  lane('FISH', 'Fishing', []),
  lane('RNG', 'Slots', [card('PG', 'PG Soft'), card('JDB', 'JDB Slots')]),
  lane('COCKFIGHT', 'Cockfight', [card('SV3', 'SV388')]),
  lane('EXCLUSIVE', 'Exclusive', [card('BGS', 'BGS Exclusive')]),
];

export const statusValue: SystemStatusValue = systemStatus(
  {
    mainDomain: 'lobby.test',
    esportsList: ['IMES'],
    cockfightList: ['SV3'],
    prizeModes: ['LOTT'],
    socials: { facebook: 'https://www.facebook.com/lobby', youtube: '' },
  },
  '203.0.113.9',
);

export const helpValue: HelpCenterValue = {
  lang: 'EN',
  sections: [
    { anchor: 'about', title: 'About us', content: '<p>We run the lobby.</p>' },
    {
      anchor: 'term',
      title: 'Terms and conditions',
      content: '<p>Players must be 18 or older.</p><script>x()</script>',
    },
  ],
};

/** The platform's answers every part of the frame reads. */
export function useFrameHandlers(server: SetupServerApi, options: { referralPromoEnabled?: boolean } = {}) {
  const vendors: NewGameVendorValue = { data: { lanes } };
  server.use(
    http.get(at('/wps/system/status'), () => ok(statusValue)),
    http.get(at('/wps/relay/GCSGAME_newGameVendor'), () => ok(vendors)),
    http.get(at('/wps/v2/wallets/balance'), () =>
      ok({ sumBalance: 1234.5, currency: 'USD', currencySymbol: '$', balance: [] }),
    ),
    http.get(at('/wps/member/info/icon'), () => ok({ iconId: 1, iconUrl: '', iconCount: 8 })),
    http.get(at('/wps/relay/CSP_unreadCount'), () => ok({ total: 7, message: 4, mission: 1, reward: 2 })),
    http.get(at('/wps/relay/MCSFE_getReferralInfo'), () =>
      ok({
        referralPromoEnabled: options.referralPromoEnabled ?? true,
        referralCode: 'R001042',
        referralPath: '/register?referralCode=R001042',
        invitedCount: 0,
      }),
    ),
    http.get(at('/wps/system/helpCenter'), () => ok(helpValue)),
    http.delete(at('/wps/session/logout'), () => ok(null)),
  );
}

/** Starts the mock platform for a frame test file: fresh storage and the frame's answers before each test. */
export function startFrameMock() {
  const server = startMockPlatform();
  beforeEach(() => {
    sessionStorage.clear();
    localStorage.clear();
    useFrameHandlers(server);
  });
  afterEach(cleanup);
  return server;
}

let currentLocation = '';

function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  useEffect(() => {
    currentLocation = `${pathname}${search}${hash}`;
  }, [pathname, search, hash]);
  return null;
}

/** Where the router is now (path, query and anchor). */
export function locationNow(): string {
  return currentLocation;
}

export interface FrameOptions {
  /** The route the component renders on. */
  path?: string;
  /** Logged in as this account (member, agent or trial). */
  as?: LoginValue;
}

export interface FrameHarness {
  api: AppApi;
  site: {
    open: ReturnType<typeof vi.fn>;
    close: ReturnType<typeof vi.fn>;
    requireMember: ReturnType<typeof vi.fn>;
    openCustomerService: ReturnType<typeof vi.fn>;
  };
  setMode: ReturnType<typeof vi.fn>;
}

/** Renders a part of the frame in English, on a memory router, with the site context's actions as spies. */
export function renderFrame(ui: ReactElement, options: FrameOptions = {}): FrameHarness {
  localStorage.setItem('lang', 'en');
  const api = createTestApi({ cipher: plainCipher });
  if (options.as) api.session.signIn(options.as);
  const { isLogin, isTrial } = api.session.getSnapshot();
  const open = vi.fn();
  const site = {
    popup: null,
    open,
    close: vi.fn(),
    // As the site's: a real member passes; a guest gets the login popup, a trial user the warning.
    requireMember: vi.fn(() => {
      if (!isLogin) open({ kind: 'login' });
      else if (isTrial) open({ kind: 'registerFirst' });
      return isLogin && !isTrial;
    }),
    openCustomerService: vi.fn(),
  };
  const setMode = vi.fn();
  const router = createMemoryRouter(
    [
      {
        path: '*',
        element: (
          <>
            {ui}
            <LocationProbe />
          </>
        ),
      },
    ],
    { initialEntries: [options.path ?? '/'] },
  );
  render(
    <TestProviders api={api} theme={{ mode: 'dark', setMode }} site={site as SiteContextValue}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, site, setMode };
}
