import { accessibilityViolations, expect, test, themeRoot } from './fixtures';
import { loginDialog, skipGuestPopups } from './journeys';

// axe (WCAG 2.2 A/AA and best practice) on the pages a guest meets first, in both themes
// (issue 6: 'everything passes axe').

test.beforeEach(async ({ page }) => {
  await skipGuestPopups(page);
});

for (const theme of ['dark', 'light'] as const) {
  test.describe(`in ${theme}`, () => {
    test.beforeEach(async ({ page }) => {
      await page.addInitScript((mode) => localStorage.setItem('lobby.theme', mode), theme);
    });

    test('home has no accessibility violations', async ({ page }) => {
      await page.goto('/');
      await expect(themeRoot(page)).toHaveAttribute('data-theme', theme);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(page.getByRole('region', { name: 'Ganadores' }).getByRole('listitem').first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('the slots centre has no accessibility violations', async ({ page }) => {
      await page.goto('/rng');
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('the login popup has no accessibility violations', async ({ page }) => {
      await page.goto('/login');
      await expect(loginDialog(page).getByRole('textbox', { name: 'Usuario' })).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });

    test('the help centre has no accessibility violations', async ({ page }) => {
      await page.goto('/help');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('main').getByRole('heading', { level: 2 }).first()).toBeVisible();
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  });
}
