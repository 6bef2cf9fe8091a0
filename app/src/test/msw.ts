/**
 * The mock platform (MSW) for the app's unit tests: one server per test file, started and reset by
 * `startMockPlatform`, helpers that answer in the platform's envelope (PLATFORM.md, "Responses"),
 * and the sessions, system status and centre answers the tests share.
 */
import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServerApi } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';
import type { AnnouncementsValue, Banner, LoginValue, SystemConfig, SystemStatusValue } from '@lobby/contract';

/** Base URL the tests give the client: MSW in Node needs absolute URLs. */
export const testBaseUrl = 'http://platform.test';

/** Absolute URL of a platform path, for MSW handlers. */
export function at(path: string): string {
  return testBaseUrl + path;
}

/** Starts a mock platform for the current test file; unhandled requests fail the test. */
export function startMockPlatform() {
  const server = setupServer();
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
  });
  afterEach(() => {
    server.resetHandlers();
  });
  afterAll(() => {
    server.close();
  });
  return server;
}

/** A successful envelope. */
export function ok(value: unknown, init?: ResponseInit) {
  return HttpResponse.json({ success: true, value }, init);
}

/** A business refusal: HTTP 200, success false. */
export function refused(errorCode: string, message = errorCode, value?: unknown, init?: ResponseInit) {
  return HttpResponse.json({ success: false, errorCode, message, value }, init);
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

export const agentType = 1;

export const memberLogin: LoginValue = { ...loginValue, token: 'tok-member', id: 1042 };
export const agentLogin: LoginValue = {
  ...memberLogin,
  token: 'tok-agent',
  userName: 'boss',
  nickname: 'Boss',
  customerType: agentType,
};
export const trialLogin: LoginValue = {
  ...memberLogin,
  token: 'tok-trial',
  userName: 'try',
  nickname: 'Try',
  customerType: 4,
};

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

/** Answers every centre page asks for besides its own data: status, modules and unread badges. */
export function centreHandlers(options: { offset?: number; modules?: string[] } = {}) {
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

/** A banner of `group` (issue 16 item 6), linked to a route of the site unless told otherwise. */
export function slotBanner(id: number, group: Banner['groupName'], overrides: Partial<Banner> = {}): Banner {
  return {
    bannerId: id,
    title: `${group} banner ${id}`,
    url: `/wps/assets/banner/${id}.svg`,
    groupName: group,
    linkageType: 1,
    target: '/promotions',
    sort: id,
    ...overrides,
  };
}

/** Answers the announcements call with these banners and no notices. */
export function bannersHandler(banners: Banner[]) {
  const value: AnnouncementsValue = { banners, player: [], popup: [], promotion: [], marquee: [] };
  return http.get(at('/wps/relay/MCSFE_getListAnnouncements'), () => ok(value));
}
