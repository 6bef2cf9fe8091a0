/**
 * Tests of the promotion pages against the real embedded platform (in memory, on a fixed clock): a
 * client whose fetch is the platform's own, optionally broken on purpose (`fault`), and the pages
 * rendered with the site's providers. Only tests import this file.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { vi } from 'vitest';
import { createPlatform, type Platform } from '../../../server/platform';
import { createAppApi } from '../../data/appApi';
import type { SiteContextValue } from '../../shell/site';
import { createTestApi, plainCipher } from '../../test/api';
import { loginValue, TestProviders } from '../../test/site';

export const epoch = Date.UTC(2026, 10, 23, 8, 0, 0);

export interface PlatformRun {
  platform: Platform;
  /** Every request the client sent, as "METHOD /path". */
  calls: string[];
  /**
   * Breaks matching requests: 'drop' answers 500 without reaching the platform; 'lose' lets the
   * platform do it and answers 500 instead of its answer. Returns the function that mends it.
   */
  fault: (path: string, kind: 'drop' | 'lose') => () => void;
}

export function startPlatform(): PlatformRun {
  const platform = createPlatform({
    db: ':memory:',
    passwordCost: 1024,
    log: () => undefined,
    now: () => epoch,
    acceptPlainPayloads: true,
  });
  return { platform, calls: [], fault: () => () => undefined };
}

export interface PageRun extends PlatformRun {
  site: SiteContextValue;
  router: ReturnType<typeof createMemoryRouter>;
}

/** Renders `routes` at `path`, logged in as `username` (null: a guest). */
export function renderOnPlatform(
  run: PlatformRun,
  { path, routes, username }: { path: string; routes: RouteObject[]; username: string | null },
): PageRun {
  localStorage.setItem('lang', 'en');
  const faults = new Map<string, 'drop' | 'lose'>();
  run.fault = (faultPath, kind) => {
    faults.set(faultPath, kind);
    return () => faults.delete(faultPath);
  };
  const api = createAppApi({
    baseUrl: 'http://platform.test',
    merchant: run.platform.config.merchantCode,
    getLanguage: () => 'en',
    cipher: plainCipher,
    sleep: () => Promise.resolve(),
    fetch: async (input, init) => {
      const request = new Request(input, init);
      const { pathname } = new URL(request.url);
      run.calls.push(`${request.method} ${pathname}`);
      const fault = faults.get(pathname);
      if (fault === 'drop') return new Response('down', { status: 500 });
      const response = await run.platform.fetch(request);
      return fault === 'lose' ? new Response('lost', { status: 500 }) : response;
    },
  });
  if (username !== null) {
    const account = run.platform.ctx.accounts.byUsername(username);
    if (!account) throw new Error(`no seeded account ${username}`);
    api.session.signIn({
      ...loginValue,
      id: account.id,
      userName: username,
      token: run.platform.ctx.accounts.issueToken(account.id),
    });
  }
  const site: SiteContextValue = {
    popup: null,
    open: vi.fn(),
    close: vi.fn(),
    requireMember: vi.fn(() => username !== null),
    openCustomerService: vi.fn(),
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders
      api={api}
      toasts
      swr={{ shouldRetryOnError: false }}
      theme={{ mode: 'dark', setMode: vi.fn() }}
      site={site}
    >
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { ...run, site, router };
}

/** The main wallet of an account, in major units, straight from the platform. */
export async function mainBalance(run: PlatformRun, username: string): Promise<number> {
  const account = run.platform.ctx.accounts.byUsername(username);
  if (!account) throw new Error(`no seeded account ${username}`);
  const response = await run.platform.request('/wps/v2/wallets/balance', {
    headers: { Merchant: 'LOBBY', Authorization: run.platform.ctx.accounts.issueToken(account.id) },
  });
  const envelope = (await response.json()) as { value: { balance: { availBalance: number }[] } };
  return envelope.value.balance[0]?.availBalance ?? 0;
}

/** A route element for the tests. */
export const route = (path: string, element: ReactNode): RouteObject => ({ path, element });

/** Renders `routes` at `path` for a guest against the mock platform (MSW), with the site's toasts. */
export function renderWithToasts({ path, routes }: { path: string; routes: RouteObject[] }) {
  localStorage.setItem('lang', 'en');
  const api = createTestApi({ cipher: plainCipher });
  const site: SiteContextValue = {
    popup: null,
    open: vi.fn(),
    close: vi.fn(),
    requireMember: vi.fn(() => false),
    openCustomerService: vi.fn(),
  };
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(
    <TestProviders
      api={api}
      toasts
      swr={{ shouldRetryOnError: false }}
      theme={{ mode: 'dark', setMode: vi.fn() }}
      site={site}
    >
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, site, router };
}
