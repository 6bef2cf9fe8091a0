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

  it('launches free play for a guest with accountType 0', async () => {
    answerListCalls(server);
    const bodies = answerLaunches(launched);
    renderGamePage(<SeamlessPage />, 'guest', `${real}&mode=free`);
    expect(await screen.findByTitle('Juego: Lucky Koi')).toBeTruthy();
    expect(bodies).toEqual([expect.objectContaining({ nodeId: 11, accountType: 0 })]);
    expect(screen.getByText('Juego gratis')).toBeTruthy();
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
