import type { Page } from '@playwright/test';
import { expect, storedValue, test, themeRoot } from './fixtures';
import { skipGuestPopups } from './journeys';

// Language and theme (issue 6, journeys; SPEC.md sections 3 and 9): es by default, en and th shipped,
// kept as lang and hisLang; dark and light kept as lobby.theme; both survive a reload.

test.beforeEach(async ({ page }) => {
  await skipGuestPopups(page);
});

async function chooseLanguage(page: Page, current: string, language: string) {
  await page.getByRole('button', { name: new RegExp(`^${current}:`) }).click();
  await page.getByRole('menuitemradio', { name: language }).click();
}

test('switches to English, keeps it across a reload, and speaks Thai too', async ({ page }) => {
  await page.goto('/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');

  await chooseLanguage(page, 'Idioma', 'English');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lobby: games lobby');
  expect(await storedValue(page, 'lang')).toBe('en');
  expect(await storedValue(page, 'hisLang')).toBe('en');
  // Language-dependent data is asked for again: the game menu speaks English.
  await expect(
    page.getByRole('group', { name: 'Game categories' }).getByRole('button', { name: 'Slots' }),
  ).toBeVisible();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
  await expect(page).toHaveTitle('Lobby: casino, sports and lotteries');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Language: English' })).toBeVisible();

  await chooseLanguage(page, 'Language', 'ไทย');
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  await expect(page.getByRole('banner').getByRole('button', { name: 'เข้าสู่ระบบ' })).toBeVisible();
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'th');
  expect(await storedValue(page, 'hisLang')).toBe('th');
});

test('switches between dark and light, and keeps the choice across a reload', async ({ page }) => {
  await page.emulateMedia({ colorScheme: 'light' });
  await page.goto('/');
  await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
  const lightBackground = await themeRoot(page).evaluate((element) => getComputedStyle(element).backgroundColor);

  const modes = page.getByRole('radiogroup', { name: 'Modo de color' });
  await modes.getByRole('radio', { name: 'Oscuro' }).click();
  await expect(themeRoot(page)).toHaveAttribute('data-theme', 'dark');
  expect(await storedValue(page, 'lobby.theme')).toBe('dark');
  await expect
    .poll(() => themeRoot(page).evaluate((element) => getComputedStyle(element).backgroundColor))
    .not.toBe(lightBackground);

  await page.reload();
  await expect(themeRoot(page)).toHaveAttribute('data-theme', 'dark');
  await expect(modes.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
  await modes.getByRole('radio', { name: 'Claro' }).click();
  await page.reload();
  await expect(themeRoot(page)).toHaveAttribute('data-theme', 'light');
  expect(await storedValue(page, 'lobby.theme')).toBe('light');
});
