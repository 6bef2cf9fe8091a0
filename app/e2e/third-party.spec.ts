import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { announcementsDialog, logIn, logOut, loginDialog, skipGuestPopups, uniqueName } from './journeys';

// Third-party login (issue 16 item 2) against the default server's embedded platform and its stand-in
// providers at /wps/idp/<channel>: the site's server does the OpenID Connect flow (server/oidc.ts),
// the platform verifies the ID token. Each run signs in with an identity typed at the stand-in's
// consent page with an e-mail of its own, so reruns on one database make new accounts. e2e_linking
// (password Demo1234) is the identity domain's own seeded account. Texts are Spanish.

type Provider = 'Google' | 'Facebook';
/** The first letter of an e-mail made for `provider` ("g...@example.com"). */
const initialOf = (provider: Provider) => provider.charAt(0).toLowerCase();

/**
 * At the stand-in's consent page: another account, typed; Continue (or Cancel). With `shot`, the page
 * as it opens is compared with that reference first: one, in the context's dark, since the page has
 * no mode switcher of its own (it follows the browser's colour scheme).
 */
async function consent(
  page: Page,
  provider: Provider,
  person: { name: string; email: string } | 'cancel',
  shot?: string,
) {
  await expect(page).toHaveURL(/\/wps\/idp\/(google|facebook)\/authorize\?/);
  await expect(page.getByRole('heading', { name: `Iniciar sesión con ${provider}` })).toBeVisible();
  if (person === 'cancel') {
    await page.getByRole('button', { name: 'Cancelar' }).click();
    return;
  }
  expect(await accessibilityViolations(page)).toEqual([]);
  if (shot) await expect(page).toHaveScreenshot(`${shot}.png`);
  await page.getByRole('radio', { name: 'Usar otra cuenta' }).check();
  await page.getByRole('textbox', { name: 'Nombre' }).fill(person.name);
  await page.getByRole('textbox', { name: 'Correo electrónico' }).fill(person.email);
  await page.getByRole('button', { name: 'Continuar' }).click();
}

/** From the login popup of a guest on /: "Continuar con <provider>". */
async function startFromLoginPopup(page: Page, provider: Provider) {
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

/**
 * A new account through `provider`'s login, the same identity logging in to it again, and the
 * platform refusing to unlink its only way in (the security centre says why).
 */
async function newAccountJourney(page: Page, provider: Provider, shot?: string) {
  const name = `Ana ${uniqueName('e2e')}`;
  const person = { name, email: `${uniqueName(initialOf(provider))}@example.com` };

  const dialog = await startFromLoginPopup(page, provider);
  await consent(page, provider, person, shot);
  // Back on the site, logged in: the popup completed the login and closed; the query is gone.
  await expect(dialog).toBeHidden();
  await closeAnnouncements(page);
  await expect(accountButton(page, name)).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  // The same identity logs in to the same account.
  await logOut(page, name);
  await startFromLoginPopup(page, provider);
  await consent(page, provider, person);
  await closeAnnouncements(page);
  await expect(accountButton(page, name)).toBeVisible();

  // Its only way in: the platform refuses to unlink it, and the security centre says why.
  await page.goto('/member/securityCenter');
  const panel = linkedPanel(page);
  await expect(panel.getByText(`Vinculada: ${person.email}`, { exact: false })).toBeVisible();
  await panel.getByRole('button', { name: `Desvincular ${provider}` }).click();
  await expect(panel.getByText(/Es la única forma de entrar en tu cuenta/)).toBeVisible();
}

/**
 * e2e_linking links `provider` in the security centre, logs in with it, and unlinks it (it has a
 * password): the account is left as seeded, for the next provider's journey.
 */
async function linkJourney(page: Page, provider: Provider) {
  const person = { name: `Linking ${provider}`, email: `${uniqueName(initialOf(provider))}@example.com` };
  await logIn(page, 'e2e_linking');
  await page.goto('/member/securityCenter');
  const panel = linkedPanel(page);
  await expect(panel.getByText('Sin vincular').first()).toBeVisible();
  await panel.getByRole('button', { name: `Vincular ${provider}` }).click();
  await consent(page, provider, person);

  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  await expect(panel.getByText(`${provider} está vinculada a tu cuenta.`)).toBeVisible();
  await expect(panel.getByText(`Vinculada: ${person.email}`, { exact: false })).toBeVisible();
  expect(await accessibilityViolations(page)).toEqual([]);

  // Logged out, the identity logs in to e2e_linking.
  await logOut(page, 'Linking');
  await startFromLoginPopup(page, provider);
  await consent(page, provider, person);
  await closeAnnouncements(page);
  await expect(accountButton(page, 'Linking')).toBeVisible();

  // It has a password: the provider may go.
  await page.goto('/member/securityCenter');
  await panel.getByRole('button', { name: `Desvincular ${provider}` }).click();
  await expect(panel.getByText(`${provider} ya no está vinculada a tu cuenta.`)).toBeVisible();
  await expect(panel.getByRole('button', { name: `Vincular ${provider}` })).toBeVisible();
}

test.describe('third-party login journeys', () => {
  test.describe.configure({ timeout: 120_000 });

  test('a new account via Google, the same account again, and its only way in kept', async ({ page }) => {
    await newAccountJourney(page, 'Google', 'idp-consent-google');
  });

  test('a new account via Facebook, the same account again, and its only way in kept', async ({ page }) => {
    await newAccountJourney(page, 'Facebook');
  });

  test('cancelling at the provider shows why in the login popup', async ({ page }) => {
    await startFromLoginPopup(page, 'Google');
    await consent(page, 'Google', 'cancel');
    const dialog = loginDialog(page);
    await expect(dialog.getByText(/Cancelaste el inicio de sesión con el proveedor/)).toBeVisible();
    await expect(page).not.toHaveURL(/thirdParty=/);
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  // Each leaves e2e_linking as seeded (no provider linked): Facebook first, then Google.
  for (const provider of ['Facebook', 'Google'] as const) {
    test(`a member links ${provider} in the security centre, logs in with it, and unlinks it`, async ({ page }) => {
      await linkJourney(page, provider);
    });
  }
});
