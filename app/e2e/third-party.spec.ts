import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { announcementsDialog, logIn, logOut, loginDialog, skipGuestPopups, uniqueName } from './journeys';

// Third-party login (issue 16 item 2) against the default server's embedded platform and its stand-in
// providers at /wps/idp/<channel>: the site's server does the OpenID Connect flow (server/oidc.ts),
// the platform verifies the ID token. Each run signs in with an identity typed at the stand-in's
// consent page with an e-mail of its own, so reruns on one database make new accounts. e2e_linking
// (password Demo1234) is the identity domain's own seeded account. Texts are Spanish.

/** At the stand-in's consent page: another account, typed; Continue (or Cancel). */
async function consent(page: Page, provider: string, person: { name: string; email: string } | 'cancel') {
  await expect(page).toHaveURL(/\/wps\/idp\/(google|facebook)\/authorize\?/);
  await expect(page.getByRole('heading', { name: `Iniciar sesión con ${provider}` })).toBeVisible();
  if (person === 'cancel') {
    await page.getByRole('button', { name: 'Cancelar' }).click();
    return;
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  await page.getByRole('radio', { name: 'Usar otra cuenta' }).check();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(person.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** From the login popup of a guest on /: "Continuar con <provider>". */
async function startFromLoginPopup(page: Page, provider: string) {
  await skipGuestPopups(page);
  await page.goto('/login');
  const dialog = loginDialog(page);
  await dialog.getByRole('button', { name: `Continuar con ${provider}` }).click();
  return dialog;
}

async function closeAnnouncements(page: Page) {
  const announcements = announcementsDialog(page);
  await announcements.getByRole('button', { name: 'Cerrar' }).click();
  await expect(announcements).toBeHidden();
}

const accountButton = (page: Page, name: string) => page.getByRole('banner').getByRole('button', { name });
const linkedPanel = (page: Page) => page.getByRole('region', { name: 'Cuentas vinculadas' });

test.describe('third-party login journeys', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new account via Google, the same account again, and its only way in kept', async ({ page }) => {
    const name = `Ana ${uniqueName('e2e')}`;
    const person = { name, email: `${uniqueName('g')}@example.com` };

    const dialog = await startFromLoginPopup(page, 'Google');
    await consent(page, 'Google', person);
    // Back on the site, logged in: the popup completed the login and closed; the query is gone.
    await expect(dialog).toBeHidden();
    await closeAnnouncements(page);
    await expect(accountButton(page, name)).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // The same identity logs in to the same account.
    await logOut(page, name);
    await startFromLoginPopup(page, 'Google');
    await consent(page, 'Google', person);
    await closeAnnouncements(page);
    await expect(accountButton(page, name)).toBeVisible();

    // Its only way in: the platform refuses to unlink Google, and the security centre says why.
    await page.goto('/member/securityCenter');
    const panel = linkedPanel(page);
    await expect(panel.getByText(`Vinculada: ${person.email}`, { exact: false })).toBeVisible();
    await panel.getByRole('button', { name: 'Desvincular Google' }).click();
    await expect(panel.getByText(/Es la única forma de entrar en tu cuenta/)).toBeVisible();
  });

  test('cancelling at the provider shows why in the login popup', async ({ page }) => {
    await startFromLoginPopup(page, 'Google');
    await consent(page, 'Google', 'cancel');
    const dialog = loginDialog(page);
    await expect(dialog.getByText(/Cancelaste el inicio de sesión con el proveedor/)).toBeVisible();
    await expect(page).not.toHaveURL(/thirdParty=/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  test('a member links Facebook in the security centre, logs in with it, and unlinks it', async ({ page }) => {
    const person = { name: 'Linking Facebook', email: `${uniqueName('f')}@example.com` };
    await logIn(page, 'e2e_linking');
    await page.goto('/member/securityCenter');
    const panel = linkedPanel(page);
    await expect(panel.getByText('Sin vincular').first()).toBeVisible();
    await panel.getByRole('button', { name: 'Vincular Facebook' }).click();
    await consent(page, 'Facebook', person);

    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await expect(panel.getByText('Facebook está vinculada a tu cuenta.')).toBeVisible();
    await expect(panel.getByText(`Vinculada: ${person.email}`, { exact: false })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);

    // Logged out, the Facebook identity logs in to e2e_linking.
    await logOut(page, 'Linking');
    await startFromLoginPopup(page, 'Facebook');
    await consent(page, 'Facebook', person);
    await closeAnnouncements(page);
    await expect(accountButton(page, 'Linking')).toBeVisible();

    // It has a password: Facebook may go.
    await page.goto('/member/securityCenter');
    await panel.getByRole('button', { name: 'Desvincular Facebook' }).click();
    await expect(panel.getByText('Facebook ya no está vinculada a tu cuenta.')).toBeVisible();
    await expect(panel.getByRole('button', { name: 'Vincular Facebook' })).toBeVisible();
  });
});
