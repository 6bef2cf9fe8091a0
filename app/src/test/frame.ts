/**
 * The mock platform's answers every part of the frame reads (header, side menu, footer, help): the
 * product lanes, the system status, the help centre, the balance and the badges.
 */
import { cleanup } from '@testing-library/react';
import { http } from 'msw';
import type { SetupServerApi } from 'msw/node';
import { afterEach, beforeEach } from 'vitest';
import type { HelpCenterValue, NewGameVendorValue, SystemStatusValue, VendorCard, VendorLane } from '@lobby/contract';
import { at, bannersHandler, ok, slotBanner, startMockPlatform, systemStatus } from './msw';

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
const lanes: VendorLane[] = [
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

const helpValue: HelpCenterValue = {
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
function useFrameHandlers(server: SetupServerApi, options: { referralPromoEnabled?: boolean } = {}) {
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
    // The side menu's banner card (issue 16 item 6).
    bannersHandler([slotBanner(9, 'w_leftmenu', { title: 'Bring a friend', target: '/member/referral' })]),
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
