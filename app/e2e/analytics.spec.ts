import type { Page, Request } from '@playwright/test';
import { analyticsTag, servers } from '../playwright.config';
import { expect, storedValue, test } from './fixtures';
import { settle, skipGuestPopups } from './journeys';
import { holdStill, shootInBothModes, winTimes } from './screens';

// Issue 16 item 11 against a server whose status names a Google tag (playwright.config.ts:
// LOBBY_GTAG_ID), and the default server, which names none. There is no internet here: Google's
// hosts are answered by a stand-in of the tag that records what the site queues for it.
test.describe.configure({ mode: 'serial' });

/** The stand-in of gtag.js: it records every call queued before it loaded and after. */
const tagStandIn = `(function () {
  var queue = (window.dataLayer = window.dataLayer || []);
  var calls = (window.__tagCalls = []);
  var record = function (entry) { calls.push(Array.prototype.slice.call(entry)); };
  queue.forEach(record);
  var push = queue.push.bind(queue);
  queue.push = function (entry) { record(entry); return push(entry); };
})();`;

const isAnalyticsHost = (url: string) =>
  /^https:\/\/[^/]*(googletagmanager|google-analytics|analytics\.google)\.com\//.test(url);

/** Answers Google's hosts with the stand-in, and lists every request the page made to them. */
async function standInForGoogle(page: Page): Promise<Request[]> {
  const requests: Request[] = [];
  page.on('request', (request) => {
    if (isAnalyticsHost(request.url())) requests.push(request);
  });
  await page.route(
    (url) => isAnalyticsHost(url.href),
    (route) => route.fulfill({ status: 200, contentType: 'text/javascript', body: tagStandIn }),
  );
  return requests;
}

/** The calls the stand-in recorded: [command, ...arguments]. */
const tagCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __tagCalls?: unknown[][] }).__tagCalls ?? null);

const pageViews = async (page: Page) =>
  ((await tagCalls(page)) ?? [])
    .filter(([command, name]) => command === 'event' && name === 'page_view')
    .map(([, , params]) => (params as { page_path: string }).page_path);

const banner = (page: Page) => page.getByRole('region', { name: 'Tu privacidad' });

test.beforeEach(async ({ page }) => {
  await skipGuestPopups(page);
});

test('the site without a tag: no banner, no analytics code, and the CSP as it was', async ({ page }) => {
  const requests = await standInForGoogle(page);
  const chunks: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/assets/ConsentHost-')) chunks.push(request.url());
  });
  const response = await page.goto(`${servers.default}/`);
  expect(response?.headers()['content-security-policy']).not.toMatch(/google/);
  await expect(page.getByRole('contentinfo')).toBeVisible();
  await page.waitForLoadState('networkidle');
  await expect(banner(page)).toHaveCount(0);
  await expect(page.getByRole('link', { name: 'Configurar cookies' })).toHaveCount(0);
  expect(chunks).toEqual([]);
  expect(requests).toEqual([]);
});

test('before a choice the banner asks and nothing is loaded; a decline loads nothing, and is kept', async ({
  page,
}) => {
  const requests = await standInForGoogle(page);
  await holdStill(page);
  const response = await page.goto('/');
  const csp = response?.headers()['content-security-policy'] ?? '';
  expect(csp).toMatch(/script-src [^;]*https:\/\/\*\.googletagmanager\.com/);
  expect(csp).toMatch(/connect-src [^;]*https:\/\/\*\.google-analytics\.com/);
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('link', { name: 'Política de privacidad' })).toHaveAttribute(
    'href',
    '/help#privacy',
  );
  // The banner over home, in both modes (axe finding nothing in either); the journey goes on in light.
  await settle(page);
  await shootInBothModes(page, 'consent-banner', { axe: true, mask: [winTimes(page)] });
  // It leaves the header's actions free (issue 16 item 11: not covering the page's main actions).
  const box = await banner(page).boundingBox();
  const login = await page.getByRole('button', { name: 'Iniciar sesión' }).first().boundingBox();
  expect(box && login && box.y > login.y + login.height).toBe(true);
  expect(requests).toEqual([]);

  // Keyboard: the decline is a button like any other.
  await banner(page).getByRole('button', { name: 'Rechazar' }).focus();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await storedValue(page, 'analyticsConsent')).toBe('denied');

  await page.reload();
  await expect(page.getByRole('link', { name: 'Configurar cookies' })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toEqual([]);
  expect(await tagCalls(page)).toBeNull();
});

test('after accept the tag loads (with the nonce: the CSP lets it run) and each route sends a page view; the choice is kept', async ({
  page,
}) => {
  const requests = await standInForGoogle(page);
  await page.goto('/');
  await banner(page).getByRole('button', { name: 'Aceptar análisis' }).click();
  await expect(banner(page)).toHaveCount(0);
  await expect
    .poll(() => requests.map((request) => request.url()))
    .toEqual([`https://www.googletagmanager.com/gtag/js?id=${analyticsTag}`]);
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  const calls = (await tagCalls(page)) ?? [];
  expect(calls[1]).toEqual(['config', analyticsTag, { send_page_view: false }]);
  expect(await storedValue(page, 'analyticsConsent')).toBe('granted');

  // A route change in the page: one more page view, and no second tag.
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ganadores' }).click();
  await expect(page).toHaveURL(/\/winners$/);
  await expect.poll(() => pageViews(page)).toEqual(['/', '/winners']);

  await page.reload();
  await expect.poll(() => pageViews(page)).toEqual(['/winners']);
  await expect(banner(page)).toHaveCount(0);
  expect(requests).toHaveLength(2);
});

test('the footer shows the banner again, with the focus on it; a decline then stops the tag', async ({ page }) => {
  await standInForGoogle(page);
  await page.addInitScript(() => localStorage.setItem('analyticsConsent', 'granted'));
  await page.goto('/');
  await expect.poll(() => pageViews(page)).toEqual(['/']);
  await page.getByRole('link', { name: 'Configurar cookies' }).click();
  await expect(banner(page)).toBeVisible();
  await expect(banner(page).getByRole('button', { name: 'Rechazar' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(banner(page)).toHaveCount(0);
  expect(await page.evaluate((id) => Reflect.get(window, `ga-disable-${id}`) as unknown, analyticsTag)).toBe(true);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Ganadores' }).click();
  await expect(page).toHaveURL(/\/winners$/);
  expect(await pageViews(page)).toEqual(['/']);
});
