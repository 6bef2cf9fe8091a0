import type { BrandTheme } from '@lobby/tokens';
import { servers } from '../playwright.config';
import { expect, test, themeRoot } from './fixtures';

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

  const primary = page.getByRole('button', { name: 'Principal', exact: true });
  const accent = () => primary.evaluate((element) => getComputedStyle(element).backgroundColor);

  await page.goto(`${servers.default}/`);
  await expect(primary).toBeVisible();
  const defaultAccent = await accent();

  await page.goto('/');
  await expect(themeRoot(page)).toHaveAttribute('data-brand', 'aurora');
  await expect(page.getByRole('banner')).toContainText(brand.name);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bienvenido a ${brand.name}`);
  await expect(primary).toHaveCSS('background-color', rgb(brand.dark.color.accent.base));
  expect(await accent()).not.toBe(defaultAccent);

  // Retried: the button eases between colours when the mode changes.
  await page.getByRole('button', { name: 'Cambiar a modo claro' }).click();
  await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
  await expect(primary).toHaveCSS('background-color', rgb(brand.light.color.accent.base));
});
