// @vitest-environment jsdom
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorCode } from '@lobby/contract';
import { answerListCalls, renderGamePage } from './fixtures';
import type { SitePopup } from '../../shell/site';
import SeamlessPage from './SeamlessPage';
import { at, ok, refused, startMockPlatform } from '../../test/platform';

vi.mock('../auth/AuthPopup', () => ({
  AuthPopup: ({ popup }: { popup: SitePopup }) => <div role="dialog" aria-label={`auth ${popup.kind}`} />,
}));

vi.setConfig({ testTimeout: 20_000 });

const server = startMockPlatform();
const real = '/seamless?nodeId=11&vassalage=PG&gameCode=PG_11&gameType=RNG&name=Lucky+Koi';

/** Answers launches in turn with `answers`, and records their bodies. */
function answerLaunches(...answers: (() => Response)[]) {
  const bodies: Record<string, unknown>[] = [];
  server.use(
    http.post(at('/wps/game/launchGame'), async ({ request }) => {
      bodies.push((await request.json()) as Record<string, unknown>);
      const answer = answers[Math.min(bodies.length, answers.length) - 1];
      return answer ? answer() : ok({ content: { game_url: '/wps/demo-game?nodeId=11' } });
    }),
  );
  return bodies;
}

const launched = () => ok({ content: { game_url: '/wps/demo-game?nodeId=11&session=s1', sessionId: 's1' } });

beforeEach(() => {
  sessionStorage.clear();
});
afterEach(cleanup);

describe('SeamlessPage', () => {
  it('launches a member’s game for real money and shows it full size', async () => {
    answerListCalls(server);
    const bodies = answerLaunches(launched);
    renderGamePage(<SeamlessPage />, 'member', real);
    const frame = await screen.findByTitle('Juego: Lucky Koi');
    expect(frame.getAttribute('src')).toBe('/wps/demo-game?nodeId=11&session=s1');
    expect(bodies).toEqual([expect.objectContaining({ nodeId: 11, vassalage: 'PG', accountType: 1 })]);
    expect(screen.getByRole('heading', { level: 1, name: 'Lucky Koi' })).toBeTruthy();
  });

  it('launches free play for a guest through GCS_gameLaunchFB', async () => {
    answerListCalls(server);
    const bodies = answerLaunches(launched);
    const free: URLSearchParams[] = [];
    server.use(
      http.get(at('/wps/relay/GCS_gameLaunchFB'), ({ request }) => {
        free.push(new URL(request.url).searchParams);
        return ok({ content: { game_url: '/wps/demo-game?nodeId=11&lang=ES' } });
      }),
    );
    renderGamePage(<SeamlessPage />, 'guest', `${real}&mode=free`);
    expect((await screen.findByTitle('Juego: Lucky Koi')).getAttribute('src')).toBe('/wps/demo-game?nodeId=11&lang=ES');
    // The page's language goes with it (the demo game speaks it).
    expect(free.map((query) => [query.get('nodeId'), query.get('vassalage'), query.get('language')?.length])).toEqual([
      ['11', 'PG', 2],
    ]);
    expect(bodies).toEqual([]);
    expect(screen.getByText('Juego gratis')).toBeTruthy();
  });

  describe('a card game for real money', () => {
    const pvp = '/seamless?nodeId=21&vassalage=KY&gameCode=KY_21&gameType=PVP&name=Fortune+Poker';
    const room = (index: number, players: number) => ({
      roomId: `KY_21-${index}`,
      vassalage: 'KY',
      gameCode: 'KY_21',
      roomName: `Fortune Poker · ${['Principiantes', 'Habitual'][index - 1] ?? 'VIP'}`,
      minBet: 10 ** (index - 1),
      maxBet: 100 * 10 ** (index - 1),
      players,
      capacity: 6,
    });
    function answerRooms() {
      const asked: URLSearchParams[] = [];
      server.use(
        http.get(at('/wps/relay/GLS2_roomList'), ({ request }) => {
          asked.push(new URL(request.url).searchParams);
          return ok({ rooms: [room(1, 2), room(2, 5)] });
        }),
      );
      return asked;
    }

    it('asks for a room first, then enters the game in it', async () => {
      answerListCalls(server);
      const asked = answerRooms();
      const bodies = answerLaunches(launched);
      renderGamePage(<SeamlessPage />, 'member', pvp);
      await userEvent.click(await screen.findByRole('button', { name: 'Entrar: Fortune Poker · Habitual' }));
      expect(await screen.findByTitle('Juego: Fortune Poker')).toBeTruthy();
      expect(asked[0]?.get('vassalage')).toBe('KY');
      expect(asked[0]?.get('gameCode')).toBe('KY_21');
      expect(bodies).toEqual([expect.objectContaining({ nodeId: 21, accountType: 1, roomId: 'KY_21-2' })]);
    });

    it('brings the rooms back with the reason when the room filled up meanwhile', async () => {
      answerListCalls(server);
      answerRooms();
      const bodies = answerLaunches(() => refused(ErrorCode.ROOM_FULL, 'full'), launched);
      renderGamePage(<SeamlessPage />, 'member', `${pvp}&room=KY_21-2`);
      expect(await screen.findByText('Esta sala está llena. Elige otra.')).toBeTruthy();
      await userEvent.click(await screen.findByRole('button', { name: 'Entrar: Fortune Poker · Principiantes' }));
      expect(await screen.findByTitle('Juego: Fortune Poker')).toBeTruthy();
      expect(bodies.map((body) => body.roomId)).toEqual(['KY_21-2', 'KY_21-1']);
    });

    it('asks no room for free play', async () => {
      answerListCalls(server);
      const asked = answerRooms();
      server.use(
        http.get(at('/wps/relay/GCS_gameLaunchFB'), () => ok({ content: { game_url: '/wps/demo-game?nodeId=21' } })),
      );
      renderGamePage(<SeamlessPage />, 'guest', `${pvp}&mode=free`);
      expect(await screen.findByTitle('Juego: Fortune Poker')).toBeTruthy();
      expect(asked).toEqual([]);
    });
  });

  it('asks a guest to log in for real money, without launching', async () => {
    answerListCalls(server);
    const bodies = answerLaunches(launched);
    renderGamePage(<SeamlessPage />, 'guest', real);
    await userEvent.click(await screen.findByRole('button', { name: 'Iniciar sesión' }));
    expect(await screen.findByRole('dialog', { name: 'auth login' })).toBeTruthy();
    expect(bodies).toEqual([]);
  });

  it('closes the previous game when asked, then opens this one', async () => {
    answerListCalls(server);
    const bodies = answerLaunches(() => refused(ErrorCode.PREVIOUS_GAME_OPEN, 'previous'), launched);
    const closed = vi.fn(() => ok({ closed: 1 }));
    server.use(http.delete(at('/wps/game/launchGame'), closed));
    renderGamePage(<SeamlessPage />, 'member', real);
    expect(await screen.findByText('Tienes otro juego abierto. Ciérralo para abrir este.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar el otro juego y abrir este' }));
    expect(await screen.findByTitle('Juego: Lucky Koi')).toBeTruthy();
    expect(closed).toHaveBeenCalledOnce();
    expect(bodies).toHaveLength(2);
  });

  it('shows a failed launch with a retry that launches again', async () => {
    answerListCalls(server);
    const bodies = answerLaunches(() => refused('SYSTEM_BUSY', 'Sistema ocupado'), launched);
    renderGamePage(<SeamlessPage />, 'member', real);
    expect(await screen.findByText('No se pudo abrir el juego.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByTitle('Juego: Lucky Koi')).toBeTruthy();
    await waitFor(() => {
      expect(bodies).toHaveLength(2);
    });
  });
});
