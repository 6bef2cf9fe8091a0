import type { Page } from '@playwright/test';
import type { BrandTheme } from '@lobby/tokens';
import { brandFile, servers } from '../playwright.config';
import { compileBrand } from '../server/brand';
import { expect, test, themeRoot } from './fixtures';
import { skipGuestPopups } from './journeys';

// An operator brand (README: re-skinning): the server of project "brand" compiles the Aurora brand
// once at start and writes it into every page it serves, as the CSS variables of <html> for each
// mode; the same build takes its name and colours without a rebuild, and no request waits for them.
// (An invalid brand stops the server: server/start.test.ts.)

/** The brand as the server compiled it. */
async function aurora(): Promise<BrandTheme> {
  const result = await compileBrand(brandFile);
  if (!result.ok) throw new Error(result.problems.join('\n'));
  return result.brand;
}

/** `#2dd4bf` -> `rgb(45, 212, 191)`, as getComputedStyle reports colours. */
function rgb(hex: string): string {
  const [r, g, b] = [1, 3, 5].map((start) => parseInt(hex.slice(start, start + 2), 16));
  return `rgb(${String(r)}, ${String(g)}, ${String(b)})`;
}

/** The header's register button: the primary button of the guest's header. */
const primaryButton = (page: Page, name = 'Registrarse') => page.getByRole('banner').getByRole('button', { name });

test('the page carries the brand: its variables for both modes in the head, its name in the page', async ({
  request,
}) => {
  const brand = await aurora();
  const response = await request.get('/');
  expect(response.status()).toBe(200);
  const html = await response.text();

  // <html> names the mode's classes; the brand's rule for each mode is keyed on its first class.
  const [darkClass] = /<html[^>]* class="([^"]+)"/.exec(html)?.[1]?.split(' ') ?? [];
  expect(darkClass).toBeTruthy();
  expect(html).toContain('data-mode="dark"');
  const style = /<style nonce="[^"]+">([^<]*)<\/style>/.exec(html)?.[1] ?? '';
  const rules = [...style.matchAll(/html\.([\w-]+)\{([^}]*)\}/g)].map(([, name, body]) => ({ name, body }));
  expect(rules).toHaveLength(2);
  const dark = rules.find((rule) => rule.name === darkClass);
  const light = rules.find((rule) => rule.name !== darkClass);
  expect(dark?.body).toContain(`--lobby-color-accent-base:${brand.dark.color.accent.base}`);
  expect(light?.body).toContain(`--lobby-color-accent-base:${brand.light.color.accent.base}`);
  expect(dark?.body).toContain(`--lobby-color-surface-base:${brand.dark.color.surface.base}`);

  // The theme root names the brand, and the site its name (logo, home heading).
  expect(html).toMatch(/<div [^>]*data-theme="dark" data-brand="aurora"/);
  expect(html).toContain(`aria-label="${brand.name}, inicio"`);
  expect(html).toContain(`${brand.name}: lobby de juegos`);

  // The brand is no longer a file the page fetches.
  expect((await request.get('/theme/brand.json')).status()).toBe(404);
});

test('an operator brand re-skins the site at run time, without a rebuild', async ({ page }) => {
  const brand = await aurora();
  await skipGuestPopups(page);
  const primary = primaryButton(page);
  const accent = () => primary.evaluate((element) => getComputedStyle(element).backgroundColor);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));

  await page.goto(`${servers.default}/`);
  await expect(primary).toBeVisible();
  const defaultAccent = await accent();

  await page.goto('/');
  await expect(themeRoot(page)).toHaveAttribute('data-brand', 'aurora');
  await expect(page.getByRole('link', { name: `${brand.name}, inicio` })).toBeVisible();
  await expect(primary).toHaveCSS('background-color', rgb(brand.dark.color.accent.base));
  expect(await accent()).not.toBe(defaultAccent);
  expect(requests.filter((path) => path.includes('brand'))).toEqual([]);

  // Retried: the button eases between colours when the mode changes.
  await page.getByRole('radiogroup', { name: 'Modo de color' }).getByRole('radio', { name: 'Claro' }).click();
  await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
  await expect(primary).toHaveCSS('background-color', rgb(brand.light.color.accent.base));
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the page paints in the brand, in either mode, before any script could run', async ({ page, context }) => {
    const brand = await aurora();
    await page.goto('/');
    await expect(page.getByRole('link', { name: `${brand.name}, inicio` })).toBeVisible();
    await expect(primaryButton(page)).toHaveCSS('background-color', rgb(brand.dark.color.accent.base));
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(brand.dark.color.surface.base));

    // The theme cookie picks the mode on the server.
    await context.addCookies([{ name: 'theme', value: 'light', url: servers.brand }]);
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('data-mode', 'light');
    await expect(primaryButton(page)).toHaveCSS('background-color', rgb(brand.light.color.accent.base));
    await expect(page.locator('html')).toHaveCSS('background-color', rgb(brand.light.color.surface.base));
  });
});
