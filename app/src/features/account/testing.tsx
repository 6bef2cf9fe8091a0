/**
 * The account views' tests: rendered as the site renders them (strings in English, toasts, the site
 * context with spies, a router) against the real embedded platform in memory, logged in as a demo
 * account or as a guest. Only tests import this file.
 */
import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { afterAll, beforeAll, vi } from 'vitest';
import { createPlatform, type Platform } from '../../../server/platform';
import { call } from '../../../server/platform/testing';
import type { LoginValue } from '@lobby/contract';
import { loadAllStringAreas } from '../../i18n/areas';
import type { SiteContextValue } from '../../shell/site';
import { createTestApi, plainCipher } from '../../test/api';
import { testBaseUrl } from '../../test/msw';
import { stubResizeObserver, TestProviders } from '../../test/site';

// jsdom has no ResizeObserver, scrolling or pointer capture; Radix's select and dialog use them.
stubResizeObserver();
Element.prototype.scrollIntoView = vi.fn();
Element.prototype.hasPointerCapture = vi.fn(() => false);
Element.prototype.releasePointerCapture = vi.fn();

/** One in-memory platform for the test file, with the demo seed. */
export function startAccountPlatform() {
  let platform: Platform | undefined;
  beforeAll(async () => {
    platform = createPlatform({ db: ':memory:', passwordCost: 1024, timers: false, log: () => undefined });
    await loadAllStringAreas();
  });
  afterAll(() => platform?.close());
  return () => {
    if (!platform) throw new Error('the platform starts in beforeAll');
    return platform;
  };
}

/** Renders `element` at `path`, logged in as `username` (Demo1234) or as a guest (null). */
export async function renderAccount(
  platform: Platform,
  element: ReactElement,
  { username = 'demo_member', path = '/' }: { username?: string | null; path?: string } = {},
) {
  localStorage.setItem('lang', 'en');
  const api = createTestApi({
    cipher: plainCipher,
    fetch: (input, init) => Promise.resolve(platform.fetch(new Request(input, init))),
  });
  if (username !== null) {
    const { envelope } = await call<LoginValue>(platform, 'POST', '/wps/session/login', {
      body: { username, password: 'Demo1234', type: 'username' },
      sealed: true,
    });
    if (!envelope.value) throw new Error(`login of ${username} failed`);
    api.session.signIn(envelope.value);
  }
  const site: SiteContextValue = {
    popup: null,
    open: vi.fn(),
    close: vi.fn(),
    requireMember: vi.fn(() => true),
    openCustomerService: vi.fn(),
  };
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  render(
    <TestProviders api={api} swr={{ shouldRetryOnError: false }} toasts site={site}>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { api, site, router, baseUrl: testBaseUrl };
}
