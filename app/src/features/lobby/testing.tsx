/**
 * What the home tests share: home rendered as the site renders it (English, the theme, toasts, the
 * site's popups, a router), against the real embedded platform, with calls that can be made to fail
 * on demand to show each section's error state and its retry.
 */
import { ThemeProvider, ToastProvider } from '@lobby/design-system';
import { render } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterAll, beforeAll, vi } from 'vitest';
import { createPlatform, type Platform } from '../../../server/platform';
import { login } from '../../api/session';
import { createAppApi, type AppApi } from '../../data/appApi';
import { createAppI18n } from '../../i18n';
import HomePage from './HomePage';
import { paths } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { SiteProvider } from '../../shell/SiteProvider';
import { apiWrapper } from '../../test/api';
import { demoPassword } from '../../test/platform';
import { stubResizeObserver } from '../../test/site';

// jsdom has no ResizeObserver (Radix and the game grid measure with it) and no scrolling (the
// virtualised game grid scrolls the window).
stubResizeObserver();
window.scrollTo = vi.fn();

export interface HomeHarness {
  platform: () => Platform;
  /** Platform paths (or parts of them) that answer 500 until removed. */
  failing: Set<string>;
}

/** One embedded platform for the test file; each render gets its own client, session and cache. */
export function startHomePlatform(): HomeHarness {
  let platform: Platform | undefined;
  beforeAll(() => {
    platform = createPlatform({ db: ':memory:', passwordCost: 1024, log: () => undefined });
  });
  afterAll(() => {
    platform?.close();
  });
  return {
    platform: () => {
      if (!platform) throw new Error('the platform starts in beforeAll');
      return platform;
    },
    failing: new Set(),
  };
}

function createHomeApi(harness: HomeHarness): AppApi {
  const platform = harness.platform();
  return createAppApi({
    baseUrl: 'http://platform.test',
    merchant: platform.config.merchantCode,
    getLanguage: () => 'en',
    fetch: (input, init) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      if ([...harness.failing].some((part) => path.includes(part))) {
        return Promise.resolve(Response.json({ success: false, errorCode: 'INTERNAL' }, { status: 500 }));
      }
      return Promise.resolve(platform.fetch(request));
    },
    sleep: () => Promise.resolve(),
  });
}

/** Logs a demo account in through the platform, as the login popup does. */
export async function signIn(api: AppApi, username = 'demo_member', firstTimeLogin?: boolean) {
  const value = await login(api.client, { username, password: demoPassword, type: 'username' });
  api.session.signIn(firstTimeLogin === undefined ? value : { ...value, firstTimeLogin });
}

/** Where the router is: path and query. */
function LocationProbe() {
  const { pathname, search } = useLocation();
  const { popup } = useSite();
  return (
    <output data-testid="location" data-popup={popup?.kind ?? ''}>
      {pathname + search}
    </output>
  );
}

function Root() {
  return (
    <SiteProvider>
      <Outlet />
      <LocationProbe />
    </SiteProvider>
  );
}

export interface RenderHomeOptions {
  path?: string;
  /** Runs before the first render (a login, a fault). */
  api?: AppApi;
}

/** Renders home at `path` (/, /login, /register, with a query). */
export function renderHome(
  harness: HomeHarness,
  { path = paths.home, api = createHomeApi(harness) }: RenderHomeOptions = {},
) {
  localStorage.setItem('lang', 'en');
  const Wrapper = apiWrapper(api, () => 'en');
  const router = createMemoryRouter(
    [
      {
        element: <Root />,
        children: [
          { path: paths.home, element: <HomePage /> },
          { path: paths.login, element: <HomePage /> },
          { path: paths.register, element: <HomePage /> },
          { path: '*', element: <p>another page</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(
    <I18nextProvider i18n={createAppI18n()}>
      <ThemeProvider mode="dark">
        <ToastProvider>
          <Wrapper>
            <RouterProvider router={router} />
          </Wrapper>
        </ToastProvider>
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { ...view, api, router };
}

/** A client and session against the harness's platform, to log in before rendering. */
export const homeApi = createHomeApi;
