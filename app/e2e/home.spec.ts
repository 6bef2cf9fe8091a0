import { accessibilityViolations, expect, storedValue, test, themeRoot } from './fixtures';

test.describe('the home page', () => {
  test('renders in Spanish by default, with landmarks and one hero heading', async ({ page }) => {
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("default-src 'self'");

    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a Lobby');
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page).toHaveTitle('Lobby: casino, deportes y loterías');
    for (const landmark of ['banner', 'main', 'contentinfo'] as const) {
      await expect(page.getByRole(landmark)).toBeVisible();
    }
    for (const name of ['Principal', 'Secundario', 'Discreto', 'Peligro']) {
      await expect(page.getByRole('button', { name, exact: true })).toBeVisible();
    }
  });

  test('switches to English and remembers it across a reload', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Idioma').selectOption('en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lobby');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    expect(await storedValue(page, 'lang')).toBe('en');
    expect(await storedValue(page, 'hisLang')).toBe('en');

    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Welcome to Lobby');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByLabel('Language')).toHaveValue('en');
    await expect(page).toHaveTitle('Lobby: casino, sports and lotteries');
  });

  test('speaks Thai, including the design system strings', async ({ page }) => {
    await page.goto('/');
    await page.getByLabel('Idioma').selectOption('th');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('ยินดีต้อนรับสู่ Lobby');
    await expect(page.locator('html')).toHaveAttribute('lang', 'th');
    await page.getByRole('button', { name: 'อ่านประกาศต้อนรับ' }).click();
    await expect(page.getByRole('dialog').getByRole('button', { name: 'ปิด' })).toBeVisible();
  });

  test('follows the system colour scheme until the player chooses, then remembers the choice', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
    const lightBackground = await themeRoot(page).evaluate((element) => getComputedStyle(element).backgroundColor);

    await page.getByRole('button', { name: 'Cambiar a modo oscuro' }).click();
    await expect(themeRoot(page)).toHaveAttribute('data-theme', 'dark');
    expect(await storedValue(page, 'lobby.theme')).toBe('dark');
    const darkBackground = await themeRoot(page).evaluate((element) => getComputedStyle(element).backgroundColor);
    expect(darkBackground).not.toBe(lightBackground);

    await page.reload();
    await expect(themeRoot(page)).toHaveAttribute('data-theme', 'dark');
    await page.getByRole('button', { name: 'Cambiar a modo claro' }).click();
    await page.reload();
    await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
    expect(await storedValue(page, 'lobby.theme')).toBe('light');
  });

  test('welcome notice: opens from its button, traps focus, closes on Escape, ignores outside clicks', async ({
    page,
  }) => {
    await page.goto('/');
    const trigger = page.getByRole('button', { name: 'Ver aviso de bienvenida' });
    const dialog = page.getByRole('dialog', { name: 'Bienvenido' });

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAccessibleDescription('Unas palabras antes de empezar a jugar.');
    const focusInDialog = () => dialog.evaluate((element) => element.contains(document.activeElement));
    expect(await focusInDialog()).toBe(true);
    for (const key of ['Tab', 'Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      expect(await focusInDialog(), `focus after ${key}`).toBe(true);
    }

    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();

    await trigger.click();
    await expect(dialog).toBeVisible();
    await page.mouse.click(8, 8);
    await expect(dialog).toBeVisible();

    await dialog.getByRole('button', { name: 'Entendido' }).click();
    await expect(dialog).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('has no accessibility violations in dark, in light, and with the notice open', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Cambiar a modo claro' }).click();
    await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.getByRole('button', { name: 'Ver aviso de bienvenida' }).click();
    await expect(page.getByRole('dialog')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('serves the page at any route (history mode)', async ({ page }) => {
    await page.goto('/member/securityCenter');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a Lobby');
  });

  test('keeps the default theme when the brand is malformed', async ({ page }) => {
    const warnings: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text());
    });
    await page.route('**/theme/brand.json', (route) => route.fulfill({ json: { id: 'broken' } }));
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Bienvenido a Lobby');
    await expect(themeRoot(page)).not.toHaveAttribute('data-brand');
    expect(warnings.filter((text) => text.includes('brand'))).toHaveLength(1);
  });
});
