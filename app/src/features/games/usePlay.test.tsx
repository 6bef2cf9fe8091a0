// @vitest-environment jsdom
import { GameCard } from '@lobby/design-system';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '@lobby/contract';
import type { SitePopup } from '../../shell/site';
import { answerListCalls, type Player, renderGamePage, wireGame } from './fixtures';
import { useGameCards, useGamePlay } from './usePlay';
import { at, locationNow, ok, startMockPlatform } from '../../test/platform';

vi.mock('../auth/AuthPopup', () => ({
  AuthPopup: ({ popup }: { popup: SitePopup }) => <div role="dialog" aria-label={`auth ${popup.kind}`} />,
}));

vi.setConfig({ testTimeout: 20_000 });

const server = startMockPlatform();

function Cards({ games }: { games: Game[] }) {
  const { cards, actions } = useGameCards(games);
  return (
    <ul>
      {cards.map((card) => (
        <li key={card.id}>
          <GameCard game={card} {...actions} revealActions />
        </li>
      ))}
    </ul>
  );
}

function renderCards(player: Player, games: Game[]) {
  return renderGamePage(<Cards games={games} />, player, '/rng');
}

const slot = wireGame(11, { gameName: 'Lucky Koi' });
const noDemo = wireGame(12, { gameName: 'Cash Vault', freePlay: false });

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('play (SPEC.md sections 2, 4 and 6)', () => {
  it('asks a guest to log in and goes nowhere', async () => {
    answerListCalls(server);
    renderCards('guest', [slot]);
    await userEvent.click(screen.getByRole('button', { name: 'Jugar ahora: Lucky Koi' }));
    expect(await screen.findByRole('dialog', { name: 'auth login' })).toBeTruthy();
    expect(locationNow()).toBe('/rng');
  });

  it('warns a trial user to register first and goes nowhere', async () => {
    answerListCalls(server);
    renderCards('trial', [slot]);
    await userEvent.click(screen.getByRole('button', { name: 'Jugar ahora: Lucky Koi' }));
    expect(await screen.findByText('Primero registra una cuenta')).toBeTruthy();
    expect(locationNow()).toBe('/rng');
  });

  it.each([
    [
      wireGame(21, { gameName: 'Speed Koi' }),
      '/seamless?nodeId=21&vassalage=PG&gameCode=PG_21&gameType=RNG&name=Speed+Koi',
    ],
    [
      wireGame(22, { gameName: 'Ha Noi', vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN_HA_NOI' }),
      '/vnLottery?gameCode=VN_HA_NOI&vassalage=TCG_LOTTO_VN',
    ],
    [
      wireGame(23, { gameName: 'SEA Lottery', vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA_LOBBY' }),
      '/seaLottery?gameCode=TCG_SEA_LOBBY&vassalage=TCG_SEA',
    ],
    [
      wireGame(24, { gameName: 'GG Lottery', vassalage: 'GG', gameType: 'LOTT', gameCode: 'GG_LOBBY' }),
      '/lottery?gameCode=GG_LOBBY&vassalage=GG',
    ],
  ])('takes a member to the game’s route (%#)', async (game, route) => {
    answerListCalls(server);
    renderCards('member', [game]);
    await userEvent.click(screen.getByRole('button', { name: `Jugar ahora: ${game.gameName}` }));
    await waitFor(() => {
      expect(locationNow()).toBe(route);
    });
  });

  it('opens the popup list of a VASSALAGE entry; playing from it closes it and launches', async () => {
    answerListCalls(server);
    const asked: string[] = [];
    server.use(
      http.get(at('/wps/relay/GCSGAME_gameList'), ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('gameType') ?? ''}/${url.searchParams.get('vassalage') ?? ''}`);
        return ok({
          games: [wireGame(31, { gameName: 'Niu Niu', vassalage: 'KY', gameType: 'PVP', displayName: 'KY Cards' })],
          pageNo: 1,
          pageSize: 24,
          totalPages: 1,
          totalCount: 1,
        });
      }),
    );
    const entry = wireGame(30, {
      gameName: 'KY Cards',
      vassalage: 'KY',
      gameType: 'PVP',
      displayName: 'KY Cards',
      isGame: 'VASSALAGE',
    });
    renderCards('member', [entry]);
    await userEvent.click(screen.getByRole('button', { name: 'Jugar ahora: KY Cards' }));
    const popup = await screen.findByRole('dialog', { name: 'KY Cards' }, { timeout: 8000 });
    expect(asked).toEqual(['PVP/KY']);
    await userEvent.click(await within(popup).findByRole('button', { name: 'Jugar ahora: Niu Niu' }));
    await waitFor(() => {
      expect(screen.queryByRole('dialog', { name: 'KY Cards' })).toBeNull();
    });
    expect(locationNow()).toBe('/seamless?nodeId=31&vassalage=KY&gameCode=PG_31&gameType=PVP&name=Niu+Niu');
  });
});

describe('free trial', () => {
  it('starts free play for a guest, without logging in', async () => {
    answerListCalls(server);
    renderCards('guest', [slot]);
    await userEvent.click(screen.getByRole('button', { name: 'Prueba gratis: Lucky Koi' }));
    expect(locationNow()).toBe('/seamless?nodeId=11&vassalage=PG&gameCode=PG_11&gameType=RNG&name=Lucky+Koi&mode=free');
  });

  it('says so when the game has no free play', async () => {
    answerListCalls(server);
    renderCards('guest', [slot, noDemo]);
    await userEvent.click(screen.getByRole('button', { name: 'Prueba gratis: Cash Vault' }));
    expect(await screen.findByText('Este juego no tiene modo de prueba gratis.')).toBeTruthy();
    expect(locationNow()).toBe('/rng');
  });
});

describe('favourites (SPEC.md sections 4 and 7)', () => {
  it('asks a guest to log in, calls nothing and turns the heart back', async () => {
    answerListCalls(server);
    const add = vi.fn();
    server.use(http.post(at('/wps/relay/MCSFE_addFavoriteGameV2'), add));
    renderCards('guest', [slot]);
    const heart = screen.getByRole('button', { name: 'Favorito: Lucky Koi' });
    await userEvent.click(heart);
    expect(await screen.findByRole('dialog', { name: 'auth login' })).toBeTruthy();
    await waitFor(() => {
      expect(heart.getAttribute('aria-pressed')).toBe('false');
    });
    expect(add).not.toHaveBeenCalled();
  });

  it('adds a member’s favourite and keeps the heart on', async () => {
    answerListCalls(server);
    const added: unknown[] = [];
    server.use(
      http.post(at('/wps/relay/MCSFE_addFavoriteGameV2'), async ({ request }) => {
        added.push(await request.json());
        return ok({ nodeId: 11, changed: true, nodeIds: [11] });
      }),
    );
    renderCards('member', [slot]);
    const heart = screen.getByRole('button', { name: 'Favorito: Lucky Koi' });
    await userEvent.click(heart);
    await waitFor(() => {
      expect(added).toEqual([{ nodeId: 11 }]);
    });
    expect(heart.getAttribute('aria-pressed')).toBe('true');
  });

  it('skips adding a game that is a favourite already', async () => {
    answerListCalls(server, { favourites: [slot] });
    const add = vi.fn();
    server.use(http.post(at('/wps/relay/MCSFE_addFavoriteGameV2'), add));
    function AddAgain() {
      const { setFavourite, favouriteIds } = useGamePlay();
      return (
        <button type="button" disabled={!favouriteIds.has(11)} onClick={() => setFavourite(slot, true)}>
          add again
        </button>
      );
    }
    renderGamePage(<AddAgain />, 'member', '/rng');
    const button = await screen.findByRole('button', { name: 'add again' });
    await waitFor(() => {
      expect(button.hasAttribute('disabled')).toBe(false);
    });
    await userEvent.click(button);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(add).not.toHaveBeenCalled();
  });
});
