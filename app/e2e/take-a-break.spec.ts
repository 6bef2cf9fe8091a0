import type { Browser, Page } from '@playwright/test';
import { accessibilityViolations, expect, test, themeRoot } from './fixtures';
import { announcementsDialog, journeyPassword, logIn, loginDialog } from './journeys';

// Time-out and self-exclusion (issue 17, item 3): the take-a-break page of the member centre against
// the embedded platform. Each journey has its own account (domains/exclusion: e2e_break, e2e_timeout,
// password Demo1234, no break taken; e2e_break2 for the accessibility checks, which take none), since
// a break cannot be undone: a database the servers start fresh each run. Texts are Spanish.

const main = (page: Page) => page.getByRole('main');
/** A date and time as the site writes them in Spanish (dd/mm/yyyy, then the time). */
const spanishDate = /\d{2}\/\d{2}\/\d{4},? \d{2}:\d{2}(:\d{2})?/;

/** Opens the page, picks `period` in the panel of `kind` and asks for it: the confirmation popup. */
async function askForBreak(page: Page, kind: 'Pausa' | 'Autoexclusión', period: string, button: string) {
  await page.goto('/member/takeABreak');
  const panel = main(page).getByRole('region', { name: kind });
  await panel.getByRole('combobox', { name: 'Duración' }).click();
  await page.getByRole('option', { name: period, exact: true }).click();
  await expect(panel.getByRole('combobox', { name: 'Duración' })).toHaveText(period);
  // The consequences are on the page before anything is asked.
  await expect(panel).toContainText('No se puede terminar antes de tiempo.');
  await expect(panel).toContainText('solo puede alargarla, nunca acortarla');
  await panel.getByRole('button', { name: button }).click();
  // The design system's Modal starts in its form's first field: the password.
  await expect(page.getByRole('dialog').getByLabel('Tu contraseña de acceso')).toBeFocused();
}

/** Confirms in the popup with the password; answers the end date the done popup shows. */
async function confirmBreak(page: Page, title: string, doneTitle: string): Promise<string> {
  const confirm = page.getByRole('dialog', { name: title });
  await confirm.getByLabel('Tu contraseña de acceso').fill(journeyPassword);
  await confirm.getByRole('button', { name: 'Confirmar y cerrar sesión' }).click();
  const done = page.getByRole('dialog', { name: doneTitle });
  await expect(done).toContainText(/Termina el .+\. Se ha cerrado tu sesión en todos tus dispositivos\./);
  const text = (await done.textContent()) ?? '';
  const end = spanishDate.exec(text)?.[0] ?? '';
  expect(end).not.toBe('');
  await done.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(done).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
  return end;
}

/** Tries to log in from the login popup already open: the refusal shown in it. */
async function refusedLogin(page: Page, account: string) {
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill(account);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(journeyPassword);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  return dialog.getByRole('alert');
}

/** A second browser (its own cookies and storage) logged in as `account`, on a member page. */
async function secondBrowser(browser: Browser, account: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await logIn(page, account);
  await page.goto('/member/securityCenter');
  await expect(main(page)).toBeVisible();
  return { page, close: () => context.close() };
}

test('self-exclusion logs out a second browser and login is refused with its end', async ({ page, browser }) => {
  // Two browsers and three logins: more than a journey's usual minute on a busy machine.
  test.slow();
  const other = await secondBrowser(browser, 'e2e_break');
  try {
    await logIn(page, 'e2e_break');
    await askForBreak(page, 'Autoexclusión', '6 meses', 'Autoexcluirme');
    const end = await confirmBreak(page, 'Confirma tu autoexclusión', 'Tu autoexclusión ha empezado');

    // The other browser's next call is refused (its session ended with the others): it shows the login.
    const refused = other.page.waitForResponse((response) => response.url().includes('RGS_getLimits'));
    await main(other.page).getByRole('link', { name: 'Límites' }).click();
    expect((await refused).status()).toBe(401);
    await expect(loginDialog(other.page)).toBeVisible();
    await expect(await refusedLogin(other.page, 'e2e_break')).toHaveText(
      `Te has autoexcluido de este sitio hasta el ${end}. Podrás volver a entrar a partir de entonces.`,
    );
  } finally {
    await other.close();
  }
});

test('a time-out asks for the right password, then login is refused with its end', async ({ page }) => {
  test.slow();
  await logIn(page, 'e2e_timeout');
  await askForBreak(page, 'Pausa', '7 días', 'Tomar una pausa');
  const confirm = page.getByRole('dialog', { name: 'Confirma tu pausa' });
  await expect(confirm).toContainText('Pausa de 7 días, desde ahora.');
  const password = confirm.getByLabel('Tu contraseña de acceso');
  await password.fill('Wrong1234');
  await confirm.getByRole('button', { name: 'Confirmar y cerrar sesión' }).click();
  await expect(password).toHaveAccessibleDescription(/La contraseña es incorrecta\./);
  const end = await confirmBreak(page, 'Confirma tu pausa', 'Tu pausa ha empezado');

  await page.goto('/login');
  await expect(await refusedLogin(page, 'e2e_timeout')).toHaveText(
    `Tu cuenta está en una pausa hasta el ${end}. Podrás volver a entrar a partir de entonces.`,
  );
});

for (const theme of ['dark', 'light'] as const) {
  test(`the take-a-break page and its confirmation have no accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('lobby.theme', mode), theme);
    await logIn(page, 'e2e_break2');
    await page.goto('/member/takeABreak');
    await expect(themeRoot(page)).toHaveAttribute('data-theme', theme);
    await expect(main(page).getByRole('region', { name: 'Autoexclusión' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await main(page).getByRole('button', { name: 'Autoexcluirme' }).click();
    await expect(page.getByRole('dialog', { name: 'Confirma tu autoexclusión' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
    await page.getByRole('dialog').getByRole('button', { name: 'Cancelar' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    await expect(announcementsDialog(page)).toBeHidden();
  });
}
