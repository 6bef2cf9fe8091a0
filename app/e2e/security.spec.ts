import type { Page } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { openDatabase } from '../server/platform/db';
import { platformDbOf } from '../playwright.config';
import { accessibilityViolations, expect, test, themeRoot } from './fixtures';
import { announcementsDialog, logIn, loginDialog, journeyPassword } from './journeys';

// Account security (issue 17 item 4) against the embedded platform, with the session domain's own
// accounts (e2e_sessions and e2e_twostep, password Demo1234, two-step login off when seeded): signing
// out another session logs a second browser out; two-step login is turned on with the QR code's key
// (its codes computed here with otpauth, as a phone's app would) and then asked at login. Texts are
// Spanish, the default language.

const securityPage = '/member/securityCenter';
const main = (page: Page) => page.getByRole('main');
const sessionsPanel = (page: Page) => main(page).getByRole('region', { name: 'Sesiones activas' });
const twoStepPanel = (page: Page) => main(page).getByRole('region', { name: 'Verificación en dos pasos' });
const historyPanel = (page: Page) => main(page).getByRole('region', { name: 'Historial de inicios de sesión' });

const totpCode = (secret: string, at = Date.now()) =>
  new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 }).generate({ timestamp: at });

/** Two-step login off for the account, so that a retry of a journey starts where the seed did. */
function resetTwoStep(username: string) {
  const db = openDatabase(platformDbOf('default'));
  try {
    db.prepare(`DELETE FROM two_step WHERE account_id = (SELECT id FROM accounts WHERE username = ?)`).run(username);
  } finally {
    db.close();
  }
}

test.describe('account security journeys', () => {
  // Two browsers, two logins and a page each: slower than one journey's default time on a busy machine
  // (the first took 1.5 minutes on two shared cores).
  test.describe.configure({ timeout: 180_000 });
  test('signing out another session logs the second browser out', async ({ page, browser }) => {
    await logIn(page, 'e2e_sessions');
    await page.goto(securityPage);
    const sessions = sessionsPanel(page);
    // Sessions of an earlier try of this journey go first.
    const others = sessions.getByRole('button', { name: 'Cerrar todas las demás sesiones' });
    await expect(sessions.getByRole('list', { name: 'Sesiones activas' })).toBeVisible();
    if (await others.isVisible()) {
      await others.click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Cerrar sesión' }).click();
      await expect(sessions.getByText('Ningún otro dispositivo tiene la sesión abierta.')).toBeVisible();
    }

    const second = await browser.newContext();
    const secondPage = await second.newPage();
    await logIn(secondPage, 'e2e_sessions');
    await secondPage.goto(securityPage);
    await expect(sessionsPanel(secondPage).getByRole('listitem')).toHaveCount(2);

    await page.reload();
    const items = sessions.getByRole('listitem');
    await expect(items).toHaveCount(2);
    await expect(items.filter({ hasText: 'Este dispositivo' })).toHaveCount(1);
    // The device is named from the browser's User-Agent, the address shown.
    await expect(items.first()).toContainText(/Chrome en (Windows|Linux)/);
    await expect(items.first()).toContainText(/Dirección (::ffff:)?127\.0\.0\.1/);
    await sessions.getByRole('button', { name: /^Cerrar sesión: / }).click();
    const confirm = page.getByRole('alertdialog', { name: '¿Cerrar esta sesión?' });
    await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(confirm).toBeHidden();
    await expect(items).toHaveCount(1);
    await expect(sessions.getByText('Ningún otro dispositivo tiene la sesión abierta.')).toBeVisible();

    // The second browser's token is gone: its next call finds it so, and the login popup opens.
    await secondPage.reload();
    await expect(loginDialog(secondPage)).toBeVisible();
    await second.close();

    // Both logins are in the history, newest first.
    await expect(
      historyPanel(page)
        .getByRole('row', { name: /Correcto/ })
        .first(),
    ).toBeVisible();
  });

  test('two-step login: turned on with the QR code key, asked at login, refused with a wrong code', async ({
    page,
  }) => {
    resetTwoStep('e2e_twostep');
    await logIn(page, 'e2e_twostep');
    await page.goto(securityPage);
    const panel = twoStepPanel(page);
    await expect(panel.getByText('Desactivada')).toBeVisible();
    await panel.getByRole('button', { name: 'Activar la verificación en dos pasos' }).click();
    await expect(panel.getByRole('img', { name: 'Código QR para tu app de autenticación' })).toBeVisible();
    const secret = (await panel.locator('code').first().innerText()).trim();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);

    // A wrong code first, then the app's.
    const code = panel.getByRole('textbox', { name: /Código de 6 dígitos de la app/ });
    await code.fill(totpCode(secret, Date.now() - 10 * 60_000));
    await panel.getByRole('button', { name: 'Confirmar y activar' }).click();
    await expect(panel.getByText(/El código no es correcto/)).toBeVisible();
    await code.fill(totpCode(secret));
    await panel.getByRole('button', { name: 'Confirmar y activar' }).click();
    const backupCodes = panel.getByRole('list', { name: 'Guarda tus códigos de respaldo' }).getByRole('listitem');
    await expect(backupCodes).toHaveCount(10);
    const backup = (await backupCodes.first().innerText()).trim();
    await panel.getByRole('button', { name: 'Ya los he guardado' }).click();
    await expect(panel.getByText('Activada')).toBeVisible();
    await expect(panel.getByText('Te quedan 10 códigos de respaldo.')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Log out, then in again: the password is not enough any more.
    await page.context().clearCookies();
    await page.evaluate(() => {
      localStorage.clear();
      sessionStorage.clear();
    });
    await page.goto('/login');
    const dialog = loginDialog(page);
    await dialog.getByRole('textbox', { name: 'Usuario' }).fill('e2e_twostep');
    await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(journeyPassword);
    await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
    const field = dialog.getByRole('textbox', { name: /Código de tu app de autenticación/ });
    await expect(field).toBeVisible();
    await field.fill('000000' === totpCode(secret) ? '111111' : '000000');
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expect(dialog.getByRole('alert')).toContainText('El código no es correcto');
    // The code of the next step: the one used to turn it on is spent, and the next is within the window.
    await field.fill(totpCode(secret, Date.now() + 30_000));
    await dialog.getByRole('button', { name: 'Verificar' }).click();
    await expect(dialog).toBeHidden();
    await announcementsDialog(page).getByRole('button', { name: 'Cerrar' }).click();

    // The history says how: the second step's method, the wrong code before it.
    await page.goto(securityPage);
    const history = historyPanel(page);
    await expect(history.getByRole('row').nth(1)).toContainText('Contraseña y app de autenticación');
    await expect(history.getByRole('row').nth(2)).toContainText('Código incorrecto');

    // Turned off with the password and a backup code.
    await twoStepPanel(page).getByRole('button', { name: 'Desactivar' }).click();
    const off = page.getByRole('dialog', { name: 'Desactivar la verificación en dos pasos' });
    // A popup with a form opens with the focus in its first field (issue 18).
    await expect(off.getByLabel(/^Contraseña/)).toBeFocused();
    await off.getByRole('button', { name: 'Usar un código de respaldo' }).click();
    await off.getByLabel(/^Contraseña/).fill(journeyPassword);
    await off.getByRole('textbox', { name: /Código de respaldo/ }).fill(backup);
    await off.getByRole('button', { name: 'Desactivar' }).click();
    await expect(off).toBeHidden();
    await expect(twoStepPanel(page).getByText('Desactivada')).toBeVisible();
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the security centre has no accessibility violations (${theme})`, async ({ page }) => {
    test.slow();
    await page.addInitScript((mode) => localStorage.setItem('lobby.theme', mode), theme);
    // Read only: a demo account's sessions and history are only looked at.
    await logIn(page, 'demo_member');
    await page.goto(securityPage);
    await expect(themeRoot(page)).toHaveAttribute('data-theme', theme);
    await expect(sessionsPanel(page).getByRole('listitem').first()).toBeVisible();
    await expect(
      historyPanel(page)
        .getByRole('row', { name: /Correcto/ })
        .first(),
    ).toBeVisible();
    await expect(twoStepPanel(page).getByText('Desactivada')).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
