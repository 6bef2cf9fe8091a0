import type { Locator, Page } from '@playwright/test';
import { sessionPaths } from '@lobby/contract';
import { openDatabase } from '../server/platform/db';
import { platformDbOf, type servers } from '../playwright.config';
import { expect, test } from './fixtures';

/** The demo accounts of the embedded platform (README: demo accounts). */
const demoAccounts = {
  demo_member: 'Demo1234',
  demo_trial: 'Demo1234',
  demo_agent: 'Demo1234',
  demo_subagent: 'Demo1234',
  demo_expired: 'Demo1234',
  demo_default: 'Aa123456',
} as const;
export type DemoAccount = keyof typeof demoAccounts;
/** The password of the journeys' own seeded accounts (e2e_wallet, e2e_points, ...). */
export const journeyPassword = 'Demo1234';

/** The login popup, in Spanish (the default language). */
export const loginDialog = (page: Page) => page.getByRole('dialog', { name: 'Iniciar sesión' });

/** The home popups' dialog (SPEC.md sections 2 and 4: announcements of execution A, B and F). */
export const announcementsDialog = (page: Page) => page.getByRole('dialog', { name: 'Anuncios' });

/**
 * Marks the guest's home popups (execution B) as seen in this tab before the site starts, for tests
 * about something else. Init scripts also run in frames (a launched game), where storage may be
 * denied: the script never throws.
 */
export async function skipGuestPopups(page: Page) {
  await page.addInitScript(() => {
    try {
      sessionStorage.setItem('homePopupsShown:guest', 'true');
    } catch {
      // A frame without storage: nothing to mark.
    }
  });
}

/**
 * The sessions `logIn(..., { reuse: true })` kept, per server and account, for this worker's later
 * tests: a login through the popup costs 2-4 s (the page, the sealed call, the announcements), and
 * most journeys log in only to get to their subject.
 */
const keptSessions = new Map<string, Record<string, string>>();

/**
 * Logs in through /login's popup and waits until it has closed (the site is then on /). A logged-in
 * player is shown the execution A announcements once per session: they are closed too, unless the
 * test wants to see them (`keepAnnouncements`).
 *
 * `reuse`: for a test whose subject is not the login itself. The first such login of an account on a
 * server goes through the popup and keeps the tab's session (sessionStorage: the token, the player,
 * the announcements marked as seen); later ones open / with that session in a fresh tab, as a reload
 * of the site would, and fall back to the popup when the platform no longer knows the token (another
 * test logged the account out everywhere).
 */
export async function logIn(
  page: Page,
  account: DemoAccount | (string & {}),
  {
    password = account in demoAccounts ? demoAccounts[account as DemoAccount] : journeyPassword,
    keepAnnouncements = false,
    reuse = false,
  }: { password?: string; keepAnnouncements?: boolean; reuse?: boolean } = {},
) {
  const key = `${String(test.info().project.use.baseURL)} ${account}`;
  const kept = reuse && !keepAnnouncements ? keptSessions.get(key) : undefined;
  if (kept && (await openWithSession(page, kept))) return;
  await page.goto('/login');
  const dialog = loginDialog(page);
  // The guest's own popup waits while the login popup is open; it never covers the form.
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill(account);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(dialog).toBeHidden();
  if (keepAnnouncements) return;
  // Every demo account that logs in on the site has execution A announcements (platform seed).
  const announcements = announcementsDialog(page);
  await announcements.getByRole('button', { name: 'Cerrar' }).click();
  await expect(announcements).toBeHidden();
  if (reuse) keptSessions.set(key, await page.evaluate(() => Object.fromEntries(Object.entries(sessionStorage))));
}

/** Logs in at /agent (the agent login page, SPEC.md section 2); the form, for what it says then. */
export async function agentLogIn(
  page: Page,
  account: DemoAccount | (string & {}),
  password = account in demoAccounts ? demoAccounts[account as DemoAccount] : journeyPassword,
) {
  await page.goto('/agent');
  const form = page.getByRole('main').getByRole('form', { name: 'Iniciar sesión' });
  await form.getByRole('textbox', { name: 'Usuario' }).fill(account);
  await form.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  return form;
}

/**
 * Opens / with a kept session in this tab's sessionStorage, written before the site's scripts run
 * (only on this load: a later logout stays a logout). True once the header shows the balance, which
 * only an answer of the platform to the token fills; false after 10 s without it.
 */
async function openWithSession(page: Page, entries: Record<string, string>): Promise<boolean> {
  const script = await page.addInitScript((saved) => {
    for (const [name, value] of Object.entries(saved)) sessionStorage.setItem(name, value);
  }, entries);
  try {
    await page.goto('/');
  } finally {
    await script.dispose();
  }
  try {
    await expect(balanceGroup(page).getByText(/\$/)).toBeVisible({ timeout: 10_000 });
    return true;
  } catch {
    await page.evaluate(() => sessionStorage.clear());
    return false;
  }
}

/** A guest opens the register popup from the header; its text boxes by their exact names. */
export async function openRegisterPopup(page: Page) {
  await skipGuestPopups(page);
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).click();
  const register = page.getByRole('dialog', { name: 'Crear una cuenta' });
  const field = (name: string) => register.getByRole('textbox', { name, exact: true });
  return { register, field };
}

/** The header's balance (SPEC.md section 2). */
export const balanceGroup = (page: Page) => page.getByRole('banner').getByRole('group', { name: 'Saldo' });

/** The header's balance as a number, once it shows ("$10.370,50" in Spanish). */
export async function headerBalance(page: Page): Promise<number> {
  const text = await balanceGroup(page).getByText(/\$/).innerText();
  return Number(text.replace(/[^\d,]/g, '').replace(',', '.'));
}

/**
 * Asks for a deposit of `amount` with the deposit page's first method (the page must be open) and
 * waits until it is requested. It settles later (platform/README.md: deposits and withdrawals).
 */
export async function requestDeposit(page: Page, amount: number) {
  await page.getByRole('textbox', { name: /Importe a depositar/ }).fill(String(amount));
  await page.getByRole('button', { name: 'Solicitar el depósito' }).click();
  await expect(page.getByText(/^Depósito solicitado/)).toBeVisible();
}

/** The site's notifications (settlement events arrive as toasts). */
export const notifications = (page: Page) => page.getByRole('region', { name: /^Notificaciones/ });

/**
 * Signs out through the avatar menu and its confirmation (SPEC.md section 4); the guest's header is
 * back. Signing out clears the session storage (all but the merchant code), so the guest's home
 * popup counts as not seen and shows again: it is closed too.
 */
export async function logOut(page: Page, accountName: string) {
  await page.getByRole('banner').getByRole('button', { name: accountName }).click();
  await page.getByRole('menu', { name: 'Menú de la cuenta' }).getByRole('menuitem', { name: 'Cerrar sesión' }).click();
  const confirm = page.getByRole('alertdialog', { name: '¿Cerrar sesión?' });
  await expect(confirm).toBeVisible();
  await confirm.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(confirm).toBeHidden();
  await announcementsDialog(page).getByRole('button', { name: 'Cerrar' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' })).toBeVisible();
}

/**
 * The newest code the platform "sent" by SMS to a number, or by e-mail to an address (it keeps them in
 * its database's sms_codes table instead of sending them; platform/README.md), once it is there.
 */
export function sentCode(
  server: keyof typeof servers,
  mobile: string,
  purpose: 'register' | 'login' | 'reset' | 'verify' = 'register',
): string | undefined {
  const db = openDatabase(platformDbOf(server));
  try {
    const row = db
      .prepare('SELECT code FROM sms_codes WHERE purpose = ? AND mobile = ? ORDER BY sent_at DESC LIMIT 1')
      .get(purpose, mobile) as { code: string } | undefined;
    return row?.code;
  } finally {
    db.close();
  }
}

/**
 * Reads the captcha picture a page shows, as a player reads it: every picture the page received
 * (GET /wps/captcha) is tied to its id, and the platform's captchas table ties the id to its digits.
 * The newest row of the table is not always the picture on screen: the client fetches at most one a
 * second (SPEC.md section 7), so the refresh after a used answer can land after a test has read the
 * table, and in a clean-clone CI run the register journey answered a picture it was not shown.
 * Call before the page loads. The reader waits until the picture `scope` shows is one the platform
 * still keeps (an answered picture is used up, right or wrong), and answers its digits.
 */
export function captchaReader(page: Page, server: keyof typeof servers) {
  const idOfPicture = new Map<string, string>();
  page.on('response', (response) => {
    if (new URL(response.url()).pathname !== sessionPaths.captcha) return;
    response.json().then(
      (body: { value?: { captchaId?: string; image?: string } }) => {
        const { captchaId, image } = body.value ?? {};
        if (captchaId && image) idOfPicture.set(image, captchaId);
      },
      () => undefined,
    );
  });
  const read = async (scope: Locator): Promise<string | undefined> => {
    const picture = await scope
      .getByRole('img', { name: 'Captcha' })
      .getAttribute('src', { timeout: 1_000 })
      .catch(() => null);
    const id = picture ? idOfPicture.get(picture) : undefined;
    if (!id) return undefined;
    const db = openDatabase(platformDbOf(server));
    try {
      const row = db.prepare('SELECT answer FROM captchas WHERE id = ?').get(id) as { answer: string } | undefined;
      return row?.answer;
    } finally {
      db.close();
    }
  };
  return async (scope: Locator): Promise<string> => {
    let answer: string | undefined;
    await expect.poll(async () => (answer = await read(scope))).toMatch(/^\d{4}$/);
    return answer ?? '';
  };
}

/** A name no other run of the suite has used: letters first, then letters and digits (at most 16). */
export const uniqueName = (prefix: string) =>
  `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1296).toString(36)}`.slice(0, 16);

/** A Mexican mobile number (the default +52 of the Spanish site) no other run has used. */
export const uniqueMobile = () => `5${String(Date.now()).slice(-7)}${Math.floor(Math.random() * 90 + 10)}`;

/**
 * Waits until a page is at rest for its screenshot: no request in flight, nothing busy, fonts and
 * images in. Lazy images below the fold would wait for a scroll that a full-page screenshot never
 * makes, so they are loaded at once.
 */
export async function settle(page: Page, { networkIdle = true }: { networkIdle?: boolean } = {}) {
  // Playwright's network-idle wait never returned (60 s) on a page with a hosted challenge's frame:
  // twice after a theme switch redrew the frame, once on a fresh load in a full-suite run (8 of 8
  // passed alone); its requests had ended. Such a page waits for its frame's content instead
  // (hosted-challenge.spec.ts), then for the rest.
  const idle = async () => {
    if (networkIdle) await page.waitForLoadState('networkidle');
    else await page.waitForLoadState('load');
  };
  await idle();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = Array.from(document.images).filter((image) => !image.complete);
    for (const image of pending) image.loading = 'eager';
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((resolve) => {
            image.addEventListener('load', resolve, { once: true });
            image.addEventListener('error', resolve, { once: true });
          }),
      ),
    );
  });
  await idle();
}

/**
 * Records a settled bet of a player now, as a game vendor's bet feed would (the site itself never
 * places bets): the platform's bets table is where the reports, the agents' settlement and the reality
 * check read play from. Amounts in major units; the valid bet is the stake.
 */
export function recordBet(username: string, { stake, payout = 0 }: { stake: number; payout?: number }) {
  const db = openDatabase(platformDbOf('default'));
  try {
    const now = Date.now();
    db.prepare(
      `INSERT INTO bets (account_id, round_id, game_type, vassalage, game_name, bet_amount, valid_bet, payout,
         status, bet_time, settle_time)
       SELECT id, ?, 'RNG', 'PG', 'Fortune Tiger', ?, ?, ?, 'SETTLED', ?, ? FROM accounts WHERE username = ?`,
    ).run(`e2e-${username}-${String(now)}`, stake * 100, stake * 100, payout * 100, now, now, username);
  } finally {
    db.close();
  }
}
