/**
 * What the money pages' tests share: a view rendered as the member centre renders it (English,
 * toasts, a fresh cache), logged in against the real embedded platform on a clock the test moves,
 * with settlements run on demand and requests that can be made to fail without reaching it.
 */
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, vi } from 'vitest';
import { createPlatform, type Platform } from '../../../server/platform';
import { login } from '../../api/session';
import { createAppApi, type AppApi } from '../../data/appApi';
import { demoPassword } from '../../test/platform';
import { stubResizeObserver, TestProviders } from '../../test/site';

stubResizeObserver();
// Typing into forms takes seconds when the suite runs in parallel.
vi.setConfig({ testTimeout: 30_000 });

export interface MoneyHarness {
  platform: () => Platform;
  clock: { now: number };
  /** Requests of these methods and paths fail with HTTP 500 before reaching the platform. */
  failing: Set<string>;
  /** Every request sent, as "METHOD path" with its Idempotency-Key. */
  sent: { call: string; key: string | null }[];
  /** Moves the clock and runs the platform's settlements. */
  settle: (ms: number) => void;
}

/** A fresh platform per test (deposits and withdrawals change the seeded accounts). */
export function startMoneyPlatform(settleMs = 20_000): MoneyHarness {
  let platform: Platform | undefined;
  const harness: MoneyHarness = {
    platform: () => {
      if (!platform) throw new Error('the platform starts in beforeEach');
      return platform;
    },
    clock: { now: Date.UTC(2026, 10, 23, 8, 0, 0) },
    failing: new Set(),
    sent: [],
    settle: (ms) => {
      harness.clock.now += ms;
      harness.platform().runScheduled();
    },
  };
  beforeEach(() => {
    harness.failing.clear();
    harness.sent.length = 0;
    platform = createPlatform({
      db: ':memory:',
      passwordCost: 1024,
      log: () => undefined,
      now: () => harness.clock.now,
      timers: false,
      settleMs,
    });
  });
  afterEach(() => {
    platform?.close();
  });
  return harness;
}

function createMoneyApi(harness: MoneyHarness): AppApi {
  const platform = harness.platform();
  return createAppApi({
    baseUrl: 'http://platform.test',
    merchant: platform.config.merchantCode,
    getLanguage: () => 'en',
    fetch: (input, init) => {
      const request = new Request(input, init);
      const call = `${request.method} ${new URL(request.url).pathname}`;
      harness.sent.push({ call, key: request.headers.get('Idempotency-Key') });
      if (harness.failing.has(call)) {
        return Promise.resolve(Response.json({ success: false, errorCode: 'INTERNAL' }, { status: 500 }));
      }
      return Promise.resolve(platform.fetch(request));
    },
    sleep: () => Promise.resolve(),
  });
}

/** Renders `view` logged in as `username` (a demo or an e2e account). */
export async function renderMoneyView(harness: MoneyHarness, view: ReactNode, username = 'demo_member') {
  localStorage.setItem('lang', 'en');
  const api = createMoneyApi(harness);
  api.session.signIn(await login(api.client, { username, password: demoPassword, type: 'username' }));
  render(
    <TestProviders api={api} swr={{ shouldRetryOnError: false }} toasts>
      {view}
    </TestProviders>,
  );
  return api;
}

/** The requests sent for a call ("POST /wps/relay/PCS_deposit"). */
export const sentFor = (harness: MoneyHarness, call: string) => harness.sent.filter((item) => item.call === call);

/** The text of the elements an element's aria-describedby names (its hint and error). */
export const descriptionOf = (element: HTMLElement): string =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');
