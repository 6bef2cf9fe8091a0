import type { BrandTheme } from '@lobby/tokens';
import { servers } from '../playwright.config';
import { expect, test, themeRoot } from './fixtures';
import { skipGuestPopups } from './journeys';

// An operator brand (README: re-skinning): the server of project "brand" publishes the Aurora brand
// at /theme/brand.json, and the same build takes its name and accent at run time, without a rebuild.

/** `#2dd4bf` -> `rgb(45, 212, 191)`, as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

test('an operator brand re-skins the site at run time, without a rebuild', async ({ page, request }) => {
  const response = await request.get('/theme/brand.json');
  expect(response.ok()).toBe(true);
  const brand = (await response.json()) as BrandTheme;
  expect(brand.id).toBe('aurora');

  await skipGuestPopups(page);
  // The header's register button is the primary button of the guest's header.
  const primary = page.getByRole('banner').getByRole('button', { name: 'Registrarse' });
  const accent = () => primary.evaluate((element) => getComputedStyle(element).backgroundColor);

  await page.goto(`${servers.default}/`);
  await expect(primary).toBeVisible();
  const defaultAccent = await accent();

  await page.goto('/');
  await expect(themeRoot(page)).toHaveAttribute('data-brand', 'aurora');
  await expect(primary).toHaveCSS('background-color', rgb(brand.dark.color.accent.base));
  expect(await accent()).not.toBe(defaultAccent);

  // Retried: the button eases between colours when the mode changes.
  await page.getByRole('radiogroup', { name: 'Modo de color' }).getByRole('radio', { name: 'Claro' }).click();
  await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
  await expect(primary).toHaveCSS('background-color', rgb(brand.light.color.accent.base));
});

test('keeps the default theme when the brand is malformed', async ({ page }) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning') warnings.push(message.text());
  });
  await skipGuestPopups(page);
  await page.route('**/theme/brand.json', (route) => route.fulfill({ json: { id: 'broken' } }));
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lobby: lobby de juegos');
  await expect(themeRoot(page)).not.toHaveAttribute('data-brand');
  expect(warnings.filter((text) => text.includes('brand'))).toHaveLength(1);
});
