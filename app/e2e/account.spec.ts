import type { Page } from '@playwright/test';
import Database from 'better-sqlite3';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

// The first slice against the embedded platform (SPEC.md sections 2 and 4): register, logout with
// confirmation, login, balance with show/hide and refresh. Demo account: platform/README.md.
const demo = { username: 'demo_member', password: 'Demo1234' };

// The embedded platform "sends" SMS codes by keeping them in its database (platform/README.md); the
// servers of playwright.config.ts use the default database file.
const platformDb = fileURLToPath(new URL('../.data/platform.sqlite', import.meta.url));

/** The registration code the platform sent to a Mexican (+52) number, once it is there. */
function sentCode(mobile: string): string | undefined {
  const db = new Database(platformDb, { readonly: true, fileMustExist: true });
  try {
    const row = db
      .prepare("SELECT code FROM sms_codes WHERE purpose = 'register' AND dialing_code = '52' AND mobile = ?")
      .get(mobile) as { code: string } | undefined;
    return row?.code;
  } finally {
    db.close();
  }
}

const accountGroup = (page: Page) => page.getByRole('group', { name: 'Mi cuenta' });

async function logOut(page: Page) {
  await accountGroup(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(confirm).toBeHidden();
  await expect(
    page.getByRole('group', { name: 'Cuenta' }).getByRole('button', { name: 'Iniciar sesión' }),
  ).toBeVisible();
}

test('a member registers, logs out, logs in and sees the balance', async ({ page }) => {
  // Letter first, then letters and digits, at most 16 (the platform's username rule).
  const username = `e2e${Date.now().toString(36)}`.slice(0, 16);
  await page.goto('/');

  await page.getByRole('group', { name: 'Cuenta' }).getByRole('button', { name: 'Registrarse' }).click();
  const register = page.getByRole('dialog', { name: 'Crear una cuenta' });
  await register.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await register.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Secret123');
  await register.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill('Secret123');
  // The platform asks for a verified mobile number (module REGMOBVERF3 of the demo configuration).
  const mobile = `5${String(Date.now()).slice(-9)}`;
  await register.getByRole('textbox', { name: 'Número de móvil' }).fill(mobile);
  await register.getByRole('button', { name: 'Enviar código' }).click();
  await expect.poll(() => sentCode(mobile)).toMatch(/^\d{6}$/);
  await register.getByRole('textbox', { name: 'Código de verificación' }).fill(sentCode(mobile) ?? '');
  await register.getByRole('checkbox').check();
  await register.getByRole('button', { name: 'Registrarse' }).click();
  await expect(register).toBeHidden();
  await expect(accountGroup(page)).toContainText(username);
  expect(await page.evaluate(() => sessionStorage.length)).toBeGreaterThan(0);

  await logOut(page);
  expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('Secret123');

  await page.getByRole('group', { name: 'Cuenta' }).getByRole('button', { name: 'Iniciar sesión' }).click();
  const login = page.getByRole('dialog', { name: 'Iniciar sesión' });
  await login.getByRole('textbox', { name: 'Usuario' }).fill(demo.username);
  await login.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(demo.password);
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(login).toBeHidden();

  const balance = accountGroup(page).getByRole('group', { name: 'Saldo' });
  // Two decimals and the currency symbol (SPEC.md section 9).
  await expect(balance).toContainText(/\d[.,]\d{2}\b/);
  await balance.getByRole('button', { name: 'Ocultar saldo' }).click();
  await expect(balance).toContainText('***');
  await expect(balance).not.toContainText(/\d[.,]\d{2}\b/);
  await balance.getByRole('button', { name: 'Ocultar saldo' }).click();

  const refreshed = page.waitForResponse((response) => response.url().includes('/balance') && response.ok());
  await balance.getByRole('button', { name: 'Actualizar saldo' }).click();
  await refreshed;
  await expect(balance).toContainText(/\d[.,]\d{2}\b/);

  // Cancelling keeps the session; confirming ends it.
  await accountGroup(page).getByRole('button', { name: 'Cerrar sesión' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancelar' }).click();
  await expect(accountGroup(page)).toBeVisible();
  await logOut(page);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();
});

test('a wrong password shows the catalogue text in the language of the page', async ({ page }) => {
  await page.goto('/');
  await page.getByLabel('Idioma').selectOption('en');
  await page.getByRole('group', { name: 'Account' }).getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  // An unknown name: the failure counters of the real demo account stay untouched.
  await login.getByRole('textbox', { name: 'Username' }).fill(`nobody${Date.now().toString(36)}`.slice(0, 16));
  await login.getByRole('textbox', { name: 'Password', exact: true }).fill('Wrong1234');
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(login).toContainText('Wrong username or password.');
  await expect(login).toBeVisible();
});
