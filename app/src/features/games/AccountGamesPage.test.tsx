// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { answerListCalls, renderGamePage, wireGame } from './fixtures';
import type { SitePopup } from '../../shell/site';
import AccountGamesPage from './AccountGamesPage';
import { at, locationNow, ok, refused, startMockPlatform } from '../../test/platform';

vi.mock('../auth/AuthPopup', () => ({
  AuthPopup: ({ popup }: { popup: SitePopup }) => <div role="dialog" aria-label={`auth ${popup.kind}`} />,
}));

vi.setConfig({ testTimeout: 20_000 });

const server = startMockPlatform();
const koi = wireGame(11, { gameName: 'Lucky Koi' });
const vault = wireGame(12, { gameName: 'Cash Vault' });

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('AccountGamesPage', () => {
  it('takes a removed favourite off the list at once, before the platform answers', async () => {
    answerListCalls(server, { favourites: [koi, vault] });
    let answer: (() => void) | undefined;
    const removed: unknown[] = [];
    server.use(
      http.delete(at('/wps/relay/MCSFE_removeFavoriteGameV2'), async ({ request }) => {
        removed.push(await request.json());
        await new Promise<void>((resolve) => {
          answer = resolve;
        });
        return ok({ nodeId: 11, changed: true, nodeIds: [12] });
      }),
    );
    renderGamePage(<AccountGamesPage />, 'member', '/favorite');
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis favoritos' })).toBeTruthy();
    await userEvent.click(await screen.findByRole('button', { name: 'Favorito: Lucky Koi' }));
    await waitFor(() => {
      expect(screen.queryByText('Lucky Koi')).toBeNull();
    });
    expect(screen.getByText('Cash Vault')).toBeTruthy();
    expect(removed).toEqual([{ nodeId: 11 }]);
    answer?.();
    // The platform's answer agrees: the game stays off the list.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(screen.queryByText('Lucky Koi')).toBeNull();
  });

  it('puts a favourite back when the platform refuses to remove it', async () => {
    answerListCalls(server, { favourites: [koi] });
    server.use(http.delete(at('/wps/relay/MCSFE_removeFavoriteGameV2'), () => refused('SYSTEM_BUSY', 'Ocupado')));
    renderGamePage(<AccountGamesPage />, 'member', '/favorite');
    await userEvent.click(await screen.findByRole('button', { name: 'Favorito: Lucky Koi' }));
    expect(await screen.findByText('No se pudieron actualizar tus favoritos.')).toBeTruthy();
    expect(await screen.findByText('Lucky Koi')).toBeTruthy();
  });

  it('shows an empty list of recent games with the way to the lobby', async () => {
    answerListCalls(server);
    renderGamePage(<AccountGamesPage />, 'member', '/recent');
    expect(await screen.findByText('Todavía no has jugado a ningún juego.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Ir al lobby' }));
    expect(locationNow()).toBe('/');
  });

  it('shows the failure of the recent games with a working retry', async () => {
    answerListCalls(server);
    let fail = true;
    server.use(
      http.get(at('/wps/relay/GCS_recentGame'), () =>
        fail ? refused('SYSTEM_BUSY', 'Ocupado') : ok({ games: [{ ...vault, lastPlayed: '2025-01-01T00:00:00Z' }] }),
      ),
    );
    renderGamePage(<AccountGamesPage />, 'member', '/recent');
    expect(await screen.findByText(/No se pudieron cargar los juegos/)).toBeTruthy();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('Cash Vault')).toBeTruthy();
  });
});
