// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LotteryGame } from '@lobby/contract';
import { answerListCalls, lane, renderGamePage } from './fixtures';
import type { SitePopup } from '../../shell/site';
import LotteryPage from './LotteryPage';
import { at, ok, refused, startMockPlatform } from '../../test/platform';

vi.mock('../auth/AuthPopup', () => ({
  AuthPopup: ({ popup }: { popup: SitePopup }) => <div role="dialog" aria-label={`auth ${popup.kind}`} />,
}));

vi.setConfig({ testTimeout: 20_000 });

const server = startMockPlatform();

const vnGame = (gameCode: string, gameName: string): LotteryGame => ({
  gameCode,
  gameName,
  family: 'NORTH',
  vassalage: 'TCG_LOTTO_VN',
  prizeMode: 'ELOTT',
  drawIntervalSeconds: 86400,
  iconUrl: '',
});

const lotteryLanes = [
  lane('LOTT', {
    cards: [{ vassalage: 'TCG', displayName: 'TCG', smallIcon: '', lagerIcon: '', gameCount: 1, isGame: 'GAME' }],
  }),
  lane('ELOTT', {
    cards: [
      { vassalage: 'TCG_LOTTO_VN', displayName: 'VN', smallIcon: '', lagerIcon: '', gameCount: 1, isGame: 'GAME' },
    ],
  }),
];

function answerVietnam(
  menu: () => Response = () =>
    ok({
      prizeMode: 'ELOTT',
      groups: [
        { groupCode: 'NORTH', displayName: 'Norte', games: [vnGame('VN_HA_NOI', 'Ha Noi'), vnGame('VN_HUE', 'Hue')] },
      ],
    }),
  recent: () => LotteryGame[] = () => [],
) {
  const launches: Record<string, unknown>[] = [];
  const menus: string[] = [];
  const recentCalls: number[] = [];
  server.use(
    http.get(at('/lgw/vn/games/game_menu'), ({ request }) => {
      menus.push(new URL(request.url).searchParams.get('prizeMode') ?? '');
      return menu();
    }),
    http.get(at('/lgw/vn/numeros/opened/game'), () =>
      ok({
        gameCode: 'VN_HA_NOI',
        draws: [{ numero: '20250101-1', openTime: '2025-01-01T11:00:00Z', numbers: ['12345'] }],
      }),
    ),
    http.get(at('/lgw/vn/games/game_menu/recent'), () => {
      recentCalls.push(recentCalls.length + 1);
      return ok({ games: recent() });
    }),
    http.post(at('/wps/game/launchGame'), async ({ request }) => {
      launches.push((await request.json()) as Record<string, unknown>);
      return ok({ content: { game_url: '/wps/demo-game?nodeId=1&session=s' } });
    }),
  );
  return { launches, menus, recentCalls };
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('LotteryPage', () => {
  it('launches a Vietnam lotto game in the site’s prize mode, beside its menu and draws', async () => {
    answerListCalls(server, { lanes: lotteryLanes });
    const { launches, menus } = answerVietnam();
    renderGamePage(<LotteryPage />, 'member', '/vnLottery?gameCode=VN_HA_NOI');
    expect(await screen.findByTitle('Juego: Ha Noi')).toBeTruthy();
    expect(launches).toEqual([
      expect.objectContaining({ gameCode: 'VN_HA_NOI', vassalage: 'TCG_LOTTO_VN', prizeMode: 'ELOTT', accountType: 1 }),
    ]);
    // SPEC.md section 4: the vendors include the Vietnam lotto, so the prize mode is elott.
    expect(menus).toEqual(['ELOTT']);
    expect(screen.getByRole('link', { name: 'Ha Noi' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: 'Hue' }).getAttribute('href')).toBe(
      '/vnLottery?gameCode=VN_HUE&vassalage=TCG_LOTTO_VN',
    );
    expect(await screen.findByText('12345')).toBeTruthy();
  });

  it('leads the menu with the games the player opened last, refreshed by a launch', async () => {
    answerListCalls(server, { lanes: lotteryLanes });
    const { recentCalls } = answerVietnam(undefined, () => [vnGame('VN_HUE', 'Hue')]);
    renderGamePage(<LotteryPage />, 'member', '/vnLottery?gameCode=VN_HA_NOI');
    const recent = await screen.findByRole('heading', { name: 'Jugados recientemente' });
    const headings = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
    expect(headings).toEqual(['Jugados recientemente', 'Norte']);
    expect(recent.nextElementSibling?.textContent).toBe('Hue');
    expect(screen.getAllByRole('link', { name: 'Hue' })).toHaveLength(2);
    // The launch of this page's game changes what was played last: asked again after it.
    await waitFor(() => {
      expect(recentCalls.length).toBeGreaterThanOrEqual(2);
    });
  });

  it('shows no recent group to a player who opened none', async () => {
    answerListCalls(server, { lanes: lotteryLanes });
    answerVietnam();
    renderGamePage(<LotteryPage />, 'member', '/vnLottery?gameCode=VN_HA_NOI');
    expect(await screen.findByRole('link', { name: 'Hue' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Jugados recientemente' })).toBeNull();
  });

  it('shows a failed menu with a retry, and still launches the game', async () => {
    answerListCalls(server, { lanes: lotteryLanes });
    let fail = true;
    const { launches } = answerVietnam(() =>
      fail
        ? refused('SYSTEM_BUSY', 'Ocupado')
        : ok({
            prizeMode: 'ELOTT',
            groups: [{ groupCode: 'NORTH', displayName: 'Norte', games: [vnGame('VN_HUE', 'Hue')] }],
          }),
    );
    renderGamePage(<LotteryPage />, 'member', '/vnLottery?gameCode=VN_HA_NOI');
    expect(await screen.findByText('No se pudo cargar el menú de lotería.')).toBeTruthy();
    await waitFor(() => {
      expect(launches).toHaveLength(1);
    });
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Hue' })).toBeTruthy();
    expect(launches).toHaveLength(1);
  });

  it('keeps a trial user out with the register warning', async () => {
    answerListCalls(server, { lanes: lotteryLanes });
    const { launches } = answerVietnam();
    renderGamePage(<LotteryPage />, 'trial', '/vnLottery?gameCode=VN_HA_NOI');
    expect(await screen.findByText('Primero registra una cuenta')).toBeTruthy();
    expect(launches).toEqual([]);
  });
});
