import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn, loginDialog, settle, skipGuestPopups } from './journeys';
import { appCodes, holdStill, shootInBothModes, winTimes } from './screens';

// Page screenshots (issue 6): home, a game centre (slots), and the login and register popups, in
// dark and in light, compared with the references in visual-tests/pages (playwright.config.ts:
// snapshotPathTemplate and the tolerance). Each page is visited once: shot in dark, switched to
// light in place, and shot again (screens.ts). Update them with `--update-snapshots` after a wanted change.
//
// Kept still: reduced motion (the banner carousel, the notice line and the winners list stop moving),
// CSS animations off (the config), a fixed clock (the footer's year), fonts and images loaded, and
// the winner board's times masked (the platform seeds them relative to its start).

test.use({ viewport: { width: 1440, height: 900 } });

/** Opens a page in dark (the config's colour scheme, and no saved choice): the first mode shot. */
async function open(page: Page, path: string) {
  await holdStill(page);
  await skipGuestPopups(page);
  await page.goto(path);
}

test.describe('dark and light', () => {
  test('home (dark and light)', async ({ page }) => {
    await open(page, '/');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await expect(winTimes(page)).toHaveCount(3);
    await settle(page);
    await shootInBothModes(page, 'home', { fullPage: true, mask: [winTimes(page)] });
  });

  test('slots centre (dark and light)', async ({ page }) => {
    await open(page, '/rng');
    await expect(page.getByRole('main').getByRole('article').first()).toBeVisible();
    await settle(page);
    await shootInBothModes(page, 'rng');
  });

  test('login popup (dark and light)', async ({ page }) => {
    await open(page, '/login');
    await expect(loginDialog(page).getByRole('textbox', { name: 'Usuario' })).toBeVisible();
    await settle(page);
    await shootInBothModes(page, 'login');
  });

  test('register popup (dark and light)', async ({ page }) => {
    await open(page, '/register');
    await expect(
      page.getByRole('dialog', { name: 'Crear una cuenta' }).getByRole('textbox', { name: 'Usuario' }),
    ).toBeVisible();
    await settle(page);
    await shootInBothModes(page, 'register');
  });

  // Issue 16 item 10: a card game's rooms before the game (GLS2_roomList). The platform's seats
  // change each minute: the shot answers the call with fixed rooms, one of them full.
  test('card rooms (dark and light)', async ({ page }) => {
    await open(page, '/');
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
    await shootInBothModes(page, 'card-rooms');
  });

  // Issue 16 item 5: demo_member's VIP level (Silver, from its seeded deposits and bets) and the
  // levels. The side menu's iOS code carries the session's token: masked.
  test('VIP page (dark and light)', async ({ page }) => {
    await open(page, '/');
    await logIn(page, 'demo_member', { reuse: true });
    await page.goto('/member/vip');
    await expect(page.getByRole('heading', { level: 1, name: 'Club VIP' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Tu nivel VIP' })).toContainText('Siguiente nivel: Oro');
    await expect(page.getByRole('table', { name: 'Niveles VIP y sus beneficios' }).getByRole('row')).toHaveCount(9);
    await settle(page);
    await shootInBothModes(page, 'vip', { fullPage: true, mask: [appCodes(page)] });
  });
});
