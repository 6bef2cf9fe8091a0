// @vitest-environment jsdom
import { http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { logoutSession, restoreSession } from './appApi';
import { createSessionStore, rememberMerchant, takeTokenFromUrl } from './sessionStore';
import type { LoginValue, MemberInfo } from '@lobby/contract';
import { at, createTestApi, ok, refused, startMockPlatform } from '../test/platform';

const server = startMockPlatform();

const loginValue: LoginValue = {
  token: 'tok-A',
  id: 7,
  userName: 'demo_member',
  nickname: 'Demo',
  customerType: 0,
  firstTimeLogin: true,
  passwordExpired: false,
  defaultPassword: false,
  expiresIn: 7200,
};

const member: MemberInfo = {
  id: 7,
  account: 'demo_member',
  nickname: 'Demo',
  type: 0,
  regDate: '2026-01-01T00:00:00Z',
  mobile: '',
  email: '',
  clubLabel: { labelName: 'VIP1' },
  iconUrl: '',
};

function entries(storage: Storage): Record<string, string | null> {
  return Object.fromEntries(
    Array.from({ length: storage.length }, (_, index) => {
      const key = storage.key(index) ?? '';
      return [key, storage.getItem(key)];
    }),
  );
}

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});

describe('the session store', () => {
  it('keeps the session in sessionStorage and derives the flags from the member type', () => {
    const store = createSessionStore();
    const listener = vi.fn();
    store.subscribe(listener);
    expect(store.getSnapshot()).toMatchObject({ isLogin: false, isAgent: false, isTrial: false });
    store.signIn(loginValue);
    expect(listener).toHaveBeenCalled();
    expect(store.getSnapshot()).toMatchObject({
      token: 'tok-A',
      isLogin: true,
      isAgent: false,
      isTrial: false,
      firstTimeLogin: true,
      user: { customerId: 7, account: 'demo_member', nickname: 'Demo' },
    });
    // A reload finds the same session.
    expect(createSessionStore().getSnapshot()).toEqual(store.getSnapshot());
    for (const [type, isAgent, isTrial] of [
      [1, true, false],
      [2, true, false],
      [41, true, false],
      [42, true, false],
      [4, false, true],
    ] as const) {
      store.signIn({ ...loginValue, customerType: type });
      expect(store.getSnapshot()).toMatchObject({ isAgent, isTrial });
    }
  });

  it("takes which types are agents and trials from the platform's configuration, and tells only a change", () => {
    const store = createSessionStore();
    store.signIn({ ...loginValue, customerType: 9 });
    expect(store.getSnapshot()).toMatchObject({ isAgent: false, isTrial: false });
    const listener = vi.fn();
    store.subscribe(listener);
    // The SPEC's lists again: nothing changes, nobody is told.
    store.setAccountTypes({ agentTypes: [1, 2, 41, 42], trialTypes: [4] });
    expect(listener).not.toHaveBeenCalled();
    store.setAccountTypes({ agentTypes: [1, 9], trialTypes: [4] });
    expect(store.getSnapshot()).toMatchObject({ isAgent: true, isTrial: false });
    expect([9, 41].map(store.isAgentType)).toEqual([true, false]);
    expect(listener).toHaveBeenCalledOnce();
    store.setAccountTypes({ agentTypes: [1], trialTypes: [4, 9] });
    expect(store.getSnapshot()).toMatchObject({ isAgent: false, isTrial: true });
    // A later login is judged by the configured lists too.
    store.signIn({ ...loginValue, customerType: 41 });
    expect(store.getSnapshot()).toMatchObject({ isAgent: false, isTrial: false });
  });

  it('never keeps a password', () => {
    const api = createTestApi();
    api.session.signIn(loginValue);
    const stored = JSON.stringify([entries(sessionStorage), entries(localStorage)]);
    expect(stored).not.toMatch(/password|Demo1234/i);
    expect(document.cookie).not.toMatch(/password/i);
  });

  it('logout empties sessionStorage but keeps the merchant code', async () => {
    server.use(http.delete(at('/wps/session/logout'), () => ok(null)));
    const api = createTestApi();
    rememberMerchant('LOBBY');
    api.session.signIn(loginValue);
    sessionStorage.setItem('registerSettings', '{}');
    await logoutSession(api);
    expect(api.session.getSnapshot()).toMatchObject({ token: null, isLogin: false, isAgent: false });
    expect(entries(sessionStorage)).toEqual({ merchantCode: 'LOBBY' });
    expect(localStorage.getItem('merchantCode')).toBe('LOBBY');
  });

  it('logout clears the session even when the platform call fails', async () => {
    server.use(http.delete(at('/wps/session/logout'), () => refused('INTERNAL')));
    const api = createTestApi();
    api.session.signIn(loginValue);
    await expect(logoutSession(api)).rejects.toThrow();
    expect(api.session.getToken()).toBeNull();
  });

  it('drops the token when the platform says the session is gone', async () => {
    server.use(http.get(at('/wps/v2/wallets/balance'), () => refused('login.not.session')));
    const api = createTestApi();
    api.session.signIn(loginValue);
    await expect(api.client.get('/wps/v2/wallets/balance')).rejects.toMatchObject({
      kind: 'session',
    });
    expect(api.session.getSnapshot()).toMatchObject({ token: null, user: null, isLogin: false });
  });
});

describe('auto-login', () => {
  it('takes the token from the URL and removes it from the address bar', () => {
    window.history.replaceState(null, '', '/games?token=tok-URL&tab=2#top');
    expect(takeTokenFromUrl()).toBe('tok-URL');
    expect(window.location.pathname + window.location.search + window.location.hash).toBe('/games?tab=2#top');
    expect(takeTokenFromUrl()).toBeNull();
  });

  it('logs in with a token from the URL, checked with member info', async () => {
    let authorization: string | null = null;
    server.use(
      http.get(at('/wps/member/info'), ({ request }) => {
        authorization = request.headers.get('Authorization');
        return ok({ ...member, type: 41 });
      }),
    );
    const api = createTestApi();
    await expect(restoreSession(api, 'tok-URL')).resolves.toBe(true);
    expect(authorization).toBe('tok-URL');
    expect(api.session.getSnapshot()).toMatchObject({ token: 'tok-URL', isAgent: true });
    expect(sessionStorage.getItem('token')).toBe('tok-URL');
  });

  it('logs in again from the token in the session', async () => {
    server.use(http.get(at('/wps/member/info'), () => ok(member)));
    sessionStorage.setItem('token', 'tok-S');
    const api = createTestApi();
    await expect(restoreSession(api, null)).resolves.toBe(true);
    expect(api.session.getSnapshot().user?.account).toBe('demo_member');
  });

  it('treats placeholder member info as a guest', async () => {
    server.use(http.get(at('/wps/member/info'), () => ok({ ...member, id: 0, account: '' })));
    sessionStorage.setItem('token', 'tok-old');
    const api = createTestApi();
    await expect(restoreSession(api, null)).resolves.toBe(false);
    expect(api.session.getToken()).toBeNull();
  });

  it('stays logged out without a token, without calling the platform', async () => {
    await expect(restoreSession(createTestApi(), null)).resolves.toBe(false);
  });
});
