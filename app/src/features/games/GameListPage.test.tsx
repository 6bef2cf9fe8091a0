// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerListCalls, renderGamePage, wireGame } from './fixtures';
import type { SitePopup } from '../../shell/site';
import GameListPage from './GameListPage';
import { at, locationNow, ok, refused, startMockPlatform } from '../../test/platform';

vi.mock('../auth/AuthPopup', () => ({
  AuthPopup: ({ popup }: { popup: SitePopup }) => <div role="dialog" aria-label={`auth ${popup.kind}`} />,
}));

vi.setConfig({ testTimeout: 20_000 });

const server = startMockPlatform();
const pageSize = 24;

/** Answers the game list with 3 pages of 24 per class, and records what was asked. */
function answerPages() {
  const asked: string[] = [];
  server.use(
    http.get(at('/wps/relay/GCSGAME_gameList'), ({ request }) => {
      const query = new URL(request.url).searchParams;
      const pageNo = Number(query.get('pageNo'));
      const classify = query.get('gameClassify') ?? 'ALL';
      asked.push(`${query.get('gameType') ?? ''}/${classify}:${String(pageNo)}`);
      const first = (classify === 'JP' ? 5000 : 1000) + (pageNo - 1) * pageSize;
      return ok({
        games: Array.from({ length: pageSize }, (_, index) => wireGame(first + index)),
        pageNo,
        pageSize,
        totalPages: 3,
        totalCount: 3 * pageSize,
      });
    }),
  );
  return asked;
}

/** How many games the grid holds (each card says so, as the list's size). */
async function loadedCount(expected: number) {
  await waitFor(() => {
    expect(screen.getAllByRole('listitem')[0]?.getAttribute('aria-setsize')).toBe(String(expected));
  });
}

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('GameListPage', () => {
  it('appends the next page, and starts again at page 1 when the class changes', async () => {
    answerListCalls(server);
    const asked = answerPages();
    renderGamePage(<GameListPage />, 'guest', '/rng');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tragamonedas' })).toBeTruthy();
    await loadedCount(24);
    expect(asked).toEqual(['RNG/ALL:1']);

    await userEvent.click(screen.getByRole('button', { name: 'Cargar más juegos' }));
    await loadedCount(48);
    expect(asked).toEqual(['RNG/ALL:1', 'RNG/ALL:2']);

    await userEvent.click(screen.getByRole('radio', { name: /Jackpot/ }));
    await loadedCount(24);
    expect(asked.at(-1)).toBe('RNG/JP:1');
    expect(locationNow()).toBe('/rng?classify=JP');
    // The class's own games replace the others (the grid keeps only the rows in view in the page).
    expect((await screen.findAllByText(/^Game 50\d\d$/)).length).toBeGreaterThan(0);
    expect(screen.queryAllByText(/^Game 10\d\d$/)).toEqual([]);
  });

  it('keeps the vendor and the search in the URL and asks for them', async () => {
    answerListCalls(server);
    const vendors: string[] = [];
    server.use(
      http.get(at('/wps/relay/GCSGAME_gameList'), ({ request }) => {
        const query = new URL(request.url).searchParams;
        vendors.push(`${query.get('vassalage') ?? ''}|${query.get('gameName') ?? ''}`);
        return ok({ games: [wireGame(1)], pageNo: 1, pageSize, totalPages: 1, totalCount: 1 });
      }),
    );
    renderGamePage(<GameListPage />, 'guest', '/rng?vassalage=PG');
    expect(await screen.findByRole('heading', { level: 1, name: 'Tragamonedas · PG Soft' })).toBeTruthy();
    await userEvent.type(screen.getByRole('searchbox', { name: 'Buscar juegos' }), 'koi');
    await waitFor(() => {
      expect(locationNow()).toBe('/rng?vassalage=PG&q=koi');
    });
    await waitFor(() => {
      expect(vendors.at(-1)).toBe('PG|koi');
    });
    // Typing is debounced: no call per letter.
    expect(vendors.filter((entry) => entry.startsWith('PG|k'))).toEqual(['PG|koi']);
  });

  it('shows the failure with a retry that loads the games', async () => {
    answerListCalls(server);
    let fail = true;
    server.use(
      http.get(at('/wps/relay/GCSGAME_gameList'), () =>
        fail
          ? refused('SYSTEM_BUSY', 'Sistema ocupado')
          : ok({ games: [wireGame(7, { gameName: 'Lucky Koi' })], pageNo: 1, pageSize, totalPages: 1, totalCount: 1 }),
      ),
    );
    renderGamePage(<GameListPage />, 'guest', '/rng');
    expect(await screen.findByText(/No se pudieron cargar los juegos/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Lucky Koi')).toBeTruthy();
    expect(screen.queryByText(/No se pudieron cargar los juegos/)).toBeNull();
  });

  it('says when the line has no vendors, and leads back to the lobby', async () => {
    answerListCalls(server, { lanes: [] });
    answerPages();
    renderGamePage(<GameListPage />, 'guest', '/fish');
    expect(await screen.findByText('Esta categoría no tiene proveedores por ahora.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ir al lobby' }));
    expect(locationNow()).toBe('/');
  });
});
