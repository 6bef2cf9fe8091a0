import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, loginDialog, settle, skipGuestPopups } from './journeys';
import { holdStill, winTimes, type Mode } from './screens';

// Page screenshots (issue 6): home, a game centre (slots), and the login and register popups, in
// dark and in light, compared with the references in visual-tests/pages (playwright.config.ts:
// snapshotPathTemplate and the tolerance). Update them with `--update-snapshots` after a wanted change.
//
// Kept still: reduced motion (the banner carousel, the notice line and the winners list stop moving),
// CSS animations off (the config), a fixed clock (the footer's year), fonts and images loaded, and
// the winner board's times masked (the platform seeds them relative to its start).

test.use({ viewport: { width: 1440, height: 900 } });

async function open(page: Page, path: string, theme: Mode) {
  await holdStill(page, theme);
  await skipGuestPopups(page);
  await page.goto(path);
}

for (const theme of ['dark', 'light'] as const) {
  test.describe(`${theme} mode`, () => {
    test(`home (${theme})`, async ({ page }) => {
      await open(page, '/', theme);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await expect(winTimes(page)).toHaveCount(3);
      await settle(page);
      await expect(page).toHaveScreenshot(`home-${theme}.png`, { fullPage: true, mask: [winTimes(page)] });
    });

    test(`slots centre (${theme})`, async ({ page }) => {
      await open(page, '/rng', theme);
      await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`rng-${theme}.png`);
    });

    test(`login popup (${theme})`, async ({ page }) => {
      await open(page, '/login', theme);
      await expect(loginDialog(page).getByRole('textbox', { name: 'Usuario' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`login-${theme}.png`);
    });

    test(`register popup (${theme})`, async ({ page }) => {
      await open(page, '/register', theme);
      await expect(
        page.getByRole('dialog', { name: 'Crear una cuenta' }).getByRole('textbox', { name: 'Usuario' }),
      ).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`register-${theme}.png`);
    });

    // Issue 16 item 10: a card game's rooms before the game (GLS2_roomList). The platform's seats
    // change each minute: the shot answers the call with fixed rooms, one of them full.
    test(`card rooms (${theme})`, async ({ page }) => {
      await open(page, '/', theme);
      await logIn(page, 'demo_member', { reuse: true });
      const room = (index: number, level: string, players: number, capacity: number) => ({
        roomId: `KY_FORTUNE_POKER-${index}`,
        vassalage: 'KY',
        gameCode: 'KY_FORTUNE_POKER',
        roomName: `Fortune Poker · ${level}`,
        minBet: 10 ** (index - 1),
        maxBet: 100 * 10 ** (index - 1),
        players,
        capacity,
      });
      const rooms = [
        room(1, 'Principiantes', 3, 6),
        room(2, 'Habitual', 5, 6),
        room(3, 'Apuestas altas', 8, 8),
        room(4, 'VIP', 1, 4),
      ];
      await page.route('**/wps/relay/GLS2_roomList?**', (route) =>
        route.fulfill({ json: { success: true, value: { rooms } } }),
      );
      await page.goto('/seamless?nodeId=1&vassalage=KY&gameCode=KY_FORTUNE_POKER&gameType=PVP&name=Fortune+Poker');
      await expect(page.getByRole('button', { name: 'Entrar: Fortune Poker · VIP' })).toBeVisible();
      await settle(page);
      await expect(page).toHaveScreenshot(`card-rooms-${theme}.png`);
    });

    // Issue 16 item 5: demo_member's VIP level (Silver, from its seeded deposits and bets) and the
    // levels. The side menu's iOS code carries the session's token: masked.
    test(`VIP page (${theme})`, async ({ page }) => {
      await open(page, '/', theme);
      await logIn(page, 'demo_member', { reuse: true });
      await page.goto('/member/vip');
      await expect(page.getByRole('heading', { level: 1, name: 'Club VIP' })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Tu nivel VIP' })).toContainText('Siguiente nivel: Oro');
      await expect(page.getByRole('table', { name: 'Niveles VIP y sus beneficios' }).getByRole('row')).toHaveCount(9);
      await settle(page);
      await expect(page).toHaveScreenshot(`vip-${theme}.png`, {
        fullPage: true,
        mask: [page.getByRole('img', { name: /^Descarga la aplicación/ })],
      });
    });
  });
}
