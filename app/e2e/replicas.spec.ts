import type { APIRequestContext, Page } from '@playwright/test';
import { eventPaths, sessionPaths, walletPaths } from '@lobby/contract';
import { replicaOrder, servers } from '../playwright.config';
import { expect, test } from './fixtures';
import { balanceGroup, headerBalance, logIn, notifications, requestDeposit } from './journeys';

// Stateless replicas (README: scaling): two site servers with PLATFORM_URL set to a third, which
// plays the operator's platform, behind a round-robin balancer with no sticky sessions
// (scripts/round-robin.mjs). A player's journey must not notice which replica answers: the token
// travels with every call (sessionStorage, SPEC.md section 3), and the platform, not a replica,
// holds accounts, money and the event subscribers. The platform settles deposits in 1.5 s here.

/** What the balancer passed to each replica (scripts/round-robin.mjs). */
interface Served {
  upstream: number;
  method: string;
  path: string;
  authorized: boolean;
  /** 499 when the player left first (a reload while the call was on its way). */
  status: number;
}

async function journal(request: APIRequestContext): Promise<Served[]> {
  const response = await request.get(`${servers.replicas}/__round-robin`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { journal: Served[] }).journal;
}

const isStream = (entry: Served) => entry.method === 'GET' && entry.path === eventPaths.stream;

/** The newest event stream the balancer opened, once its replica has answered it. */
async function newestStream(request: APIRequestContext, after: number): Promise<Served> {
  let stream: Served | undefined;
  await expect
    .poll(async () => {
      stream = (await journal(request)).slice(after).findLast(isStream);
      return stream?.status;
    })
    .toBe(200);
  return stream as Served;
}

/**
 * Reloads the page until its event stream is held by the replica other than `replica` (each reload
 * opens a new stream, and the balancer gives it to whichever replica is next: one chance in two).
 */
async function streamAwayFrom(page: Page, request: APIRequestContext, replica: number): Promise<Served> {
  let stream = await newestStream(request, 0);
  for (let reloads = 0; stream.upstream === replica && reloads < 12; reloads += 1) {
    const before = (await journal(request)).length;
    await page.reload();
    stream = await newestStream(request, before);
  }
  expect(stream.upstream, 'the event stream never landed on the other replica').not.toBe(replica);
  return stream;
}

test.use({ baseURL: servers.replicas, viewport: { width: 1440, height: 900 } });

test('two replicas behind a round robin serve one journey: log in, balance, deposit, settlement event', async ({
  page,
  request,
}) => {
  // The journeys' own wallet account, on the platform server's own database.
  await logIn(page, 'e2e_inbox');
  const login = (await journal(request)).findLast((entry) => entry.path === sessionPaths.login);
  expect(login?.status).toBe(200);
  const loginReplica = (login as Served).upstream;

  await page.goto('/member/depositv2');
  const stream = await streamAwayFrom(page, request, loginReplica);
  await expect(balanceGroup(page).getByText(/\$/)).toBeVisible();
  const before = await headerBalance(page);
  const sentBefore = (await journal(request)).length;
  await requestDeposit(page, 150);

  // The platform publishes the settlement to the stream that the other replica holds open.
  await expect(notifications(page).getByText('Depósito acreditado')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 150, 2);

  const served = await journal(request);
  const deposit = served.slice(sentBefore).find((entry) => entry.path === walletPaths.deposit);
  test.info().annotations.push({
    type: 'replicas',
    description: `login ${replicaOrder[loginReplica]}, deposit ${deposit ? replicaOrder[deposit.upstream] : '?'}, event stream ${replicaOrder[stream.upstream]}`,
  });
  // Both replicas answered the player's own calls with the token the other one's login gave.
  for (const replica of replicaOrder.keys()) {
    const calls = served.filter((entry) => entry.upstream === replica && entry.authorized);
    expect(calls.length, `${replicaOrder[replica]} answered no call with the token`).toBeGreaterThan(0);
    // A reload (streamAwayFrom) may leave a call unanswered: the balancer logs 499, not a failure.
    const failed = calls.filter((entry) => entry.status >= 400 && entry.status !== 499);
    expect(failed.map((entry) => `${entry.method} ${entry.path} ${entry.status}`)).toEqual([]);
  }
  // And the pages and files: no replica is only a spare.
  for (const replica of replicaOrder.keys()) {
    expect(
      served.filter((entry) => entry.upstream === replica && !entry.path.startsWith('/wps/')).length,
    ).toBeGreaterThan(0);
  }
});
