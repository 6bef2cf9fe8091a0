import { servers } from '../playwright.config';
import { accessibilityViolations, expect, test } from './fixtures';

// System states of SPEC.md section 4, each on its own server (playwright.config.ts): status 1 shows
// the maintenance page, status 2 the region-blocked page with the visitor's address, instead of the site.

test('maintenance: the maintenance page, with refresh and customer service, and no site behind it', async ({
  page,
}) => {
  await page.goto(`${servers.maintenance}/rng`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('En mantenimiento');
  await expect(page.getByText('Estamos mejorando el sitio para servirte mejor.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Actualizar' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Atención al cliente' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);

  // Refresh asks again, and the platform is still in maintenance.
  await page.getByRole('button', { name: 'Actualizar' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('En mantenimiento');
});

test('region blocked: the restricted-access page shows the visitor IP address', async ({ page }) => {
  await page.goto(`${servers.blocked}/`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso restringido');
  await expect(page.getByText('Lo sentimos, el sitio no está disponible en tu región.')).toBeVisible();
  await expect(page.getByText('Tu dirección IP')).toBeVisible();
  await expect(page.getByText('Tu dirección IP: 127.0.0.1')).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
});

test('the maintenance and region-blocked pages have no accessibility violations', async ({ page }) => {
  for (const [server, title] of [
    [servers.maintenance, 'En mantenimiento'],
    [servers.blocked, 'Acceso restringido'],
  ] as const) {
    await page.goto(`${server}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(await accessibilityViolations(page), server).toEqual([]);
  }
});

// The domain check (SPEC.md section 8): the default server knows one domain, 127.0.0.1
// (LOBBY_DOMAINS, playwright.config.ts), which every other test uses; the same server reached as
// localhost is a copy of the site under another name.
const elsewhere = servers.default.replace('127.0.0.1', 'localhost');

test('an address that is not one of the operator domains shows "Invalid URL" with customer service, and none of the site', async ({
  page,
}) => {
  await page.goto(`${elsewhere}/promotions`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dirección no válida');
  await expect(page.getByText('Esta dirección no es una de las del sitio.', { exact: false })).toBeVisible();
  await expect(page.getByRole('button')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Atención al cliente' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toHaveCount(0);
  await expect(page.getByRole('textbox')).toHaveCount(0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The operator's own address is the site.
  await page.goto(`${servers.default}/promotions`);
  await expect(page.getByRole('navigation', { name: 'Navegación principal' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Dirección no válida' })).toHaveCount(0);
});

for (const theme of ['dark', 'light'] as const) {
  test(`the invalid-URL page (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('lobby.theme', mode), theme);
    await page.goto(`${elsewhere}/`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Dirección no válida');
    await page.evaluate(() => document.fonts.ready);
    await expect(page).toHaveScreenshot(`invalid-url-${theme}.png`);
  });
}
