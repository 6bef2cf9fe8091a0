// @vitest-environment jsdom
import { act, renderHook, waitFor } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useBanners, useUnreadCount, useWinnerBoard } from './home';
import { mustChangePassword, useSession } from './session';
import { useRegisterSettings } from './system';
import { useBalance, useConsolidatedFunds, useIsSingleWallet } from './wallet';
import { apiWrapper, at, createTestApi, loginValue, ok, plainCipher, startMockPlatform } from '../test/platform';

const server = startMockPlatform();

const balance = { sumBalance: 10, currency: 'USD', currencySymbol: '$', balance: [] };

beforeEach(() => {
  sessionStorage.clear();
});

describe('useSession', () => {
  it('logs in, loads data for the player, and forgets it on logout', async () => {
    let balanceCalls = 0;
    server.use(
      http.post(at('/wps/session/login'), () => ok(loginValue)),
      http.delete(at('/wps/session/logout'), () => ok(null)),
      http.get(at('/wps/v2/wallets/balance'), ({ request }) => {
        balanceCalls += 1;
        expect(request.headers.get('Authorization')).toBe('tok-1');
        return ok(balance);
      }),
    );
    const api = createTestApi({ cipher: plainCipher });
    const { result } = renderHook(() => ({ session: useSession(), balance: useBalance() }), {
      wrapper: apiWrapper(api),
    });
    expect(result.current.session.isLogin).toBe(false);
    expect(balanceCalls).toBe(0);
    await act(async () => {
      await result.current.session.login({ username: 'ana', password: 'x', type: 'username' });
    });
    expect(result.current.session).toMatchObject({ isLogin: true, isAgent: false });
    await waitFor(() => {
      expect(result.current.balance.data).toEqual(balance);
    });
    await act(async () => {
      await result.current.session.logout();
    });
    expect(result.current.session.isLogin).toBe(false);
    expect(result.current.balance.data).toBeUndefined();
  });

  it('asks for a new password when it is the default or expired, never after an SMS login', () => {
    expect(mustChangePassword({ ...loginValue, defaultPassword: true })).toBe(true);
    expect(mustChangePassword({ ...loginValue, passwordExpired: true }, { type: 'username' })).toBe(true);
    expect(mustChangePassword({ ...loginValue, passwordExpired: true }, { type: 'sms' })).toBe(false);
    expect(mustChangePassword(loginValue)).toBe(false);
  });
});

describe('caching in sessionStorage', () => {
  it('keeps the register rules and the single-wallet flag for the session', async () => {
    let calls = 0;
    server.use(
      http.get(at('/wps/system/setting/register'), () => {
        calls += 1;
        return ok({ rules: {}, captcha: false });
      }),
      http.get(at('/wps/relay/GCS_merchantWallet'), () => {
        calls += 1;
        return ok({ isSingle: true });
      }),
    );
    const api = createTestApi();
    api.session.signIn(loginValue);
    const first = renderHook(() => ({ rules: useRegisterSettings(), single: useIsSingleWallet() }), {
      wrapper: apiWrapper(api),
    });
    await waitFor(() => {
      expect(first.result.current.single.data).toBe(true);
    });
    expect(first.result.current.rules.data).toEqual({ rules: {}, captcha: false });
    expect(JSON.parse(sessionStorage.getItem('registerSettings') ?? 'null')).toEqual({
      rules: {},
      captcha: false,
    });
    expect(sessionStorage.getItem('isSingle')).toBe('true');
    // A new page (a fresh SWR cache) reads them from sessionStorage, not from the platform.
    const second = renderHook(() => ({ rules: useRegisterSettings(), single: useIsSingleWallet() }), {
      wrapper: apiWrapper(api),
    });
    await waitFor(() => {
      expect(second.result.current.single.data).toBe(true);
    });
    expect(second.result.current.rules.data).toEqual({ rules: {}, captcha: false });
    expect(calls).toBe(2);
  });
});

describe('role rules of SPEC.md section 6', () => {
  it('fetches neither unread counts nor consolidated info for a trial user', async () => {
    const asked: string[] = [];
    server.use(
      http.get(at('/wps/relay/CSP_unreadCount'), () => {
        asked.push('unread');
        return ok({ total: 1, message: 1, mission: 0, reward: 0 });
      }),
      http.get(at('/wps/system/whitelabel'), () => {
        asked.push('modules');
        return ok([{ modId: 'AGENTPOLICY3', enabled: true, childrenNodes: [] }]);
      }),
      http.get(at('/wps/member/info/funds/consolidated'), () => {
        asked.push('consolidated');
        return ok({ divtypereq: 0 });
      }),
    );
    const trial = createTestApi();
    trial.session.signIn({ ...loginValue, customerType: 4 });
    const asTrial = renderHook(() => ({ unread: useUnreadCount(), funds: useConsolidatedFunds() }), {
      wrapper: apiWrapper(trial),
    });
    await waitFor(() => {
      expect(asked).toEqual(['modules']);
    });
    expect(asTrial.result.current.unread.data).toBeUndefined();

    const member = createTestApi();
    member.session.signIn(loginValue);
    const asMember = renderHook(() => ({ unread: useUnreadCount(), funds: useConsolidatedFunds() }), {
      wrapper: apiWrapper(member),
    });
    await waitFor(() => {
      expect(asMember.result.current.funds.data).toEqual({ divtypereq: 0 });
    });
    expect(asMember.result.current.unread.data?.total).toBe(1);
  });
});

describe('home data', () => {
  it('filters banners by group and sorts winners by amount', async () => {
    const banner = (bannerId: number, groupName: string, sort: number) => ({
      bannerId,
      title: '',
      url: '',
      groupName,
      linkageType: 0,
      target: '',
      sort,
    });
    const winner = (winAmount: number) => ({
      customerName: 'a***',
      winAmount,
      gameName: 'g',
      winTime: '2026-01-01T00:00:00Z',
      nodeId: 1,
      vassalage: 'PG',
      gameType: 'RNG',
    });
    server.use(
      http.get(at('/wps/relay/MCSFE_getListAnnouncements'), () =>
        ok({
          banners: [banner(1, 'w_home', 2), banner(2, 'w_login', 1), banner(3, 'w_home', 1)],
          player: [],
          popup: [],
          promotion: [],
          marquee: [],
        }),
      ),
      http.get(at('/wps/relay/ODSFE2_getWinnerBoard'), () => ok({ list: [winner(5), winner(500.5), winner(50)] })),
    );
    const { result } = renderHook(() => ({ banners: useBanners('w_home'), board: useWinnerBoard() }), {
      wrapper: apiWrapper(createTestApi()),
    });
    await waitFor(() => {
      expect(result.current.board.winners).toHaveLength(3);
    });
    expect(result.current.board.winners.map((w) => w.winAmount)).toEqual([500.5, 50, 5]);
    await waitFor(() => {
      expect(result.current.banners.banners.map((b) => b.bannerId)).toEqual([3, 1]);
    });
  });
});
