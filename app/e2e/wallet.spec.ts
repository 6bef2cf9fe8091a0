import type { Page, Route } from '@playwright/test';
import { ownAccountsTag } from '../playwright.config';
import { expect, test } from './fixtures';
import { headerBalance, logIn, settle } from './journeys';
import { depositsListed, fixedNow, holdStill, shootInBothModes, walletChanging } from './screens';

// The money pages of the member centre (issue 7; SPEC.md sections 2, 4, 7 and 9). The journeys change
// state, so they use the wallet domain's own accounts (e2e_wallet: deposits, then withdraws; and
// e2e_transfer: transfers between wallets; password Demo1234), never demo_member, whose seed the
// screenshots show, read only. Deposits and withdrawals settle 1.5 s after the request on the e2e
// server (playwright.config.ts: LOBBY_SETTLE_MS). Texts are Spanish, the default language.

const transferPath = '/wps/relay/GCS_walletTransfer';

/** An amount as a number, whatever the grouping ("$2.250,00" in Spanish). */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

const main = (page: Page) => page.getByRole('main');

/** The main wallet's figure of the page's balances. */
async function mainWallet(page: Page): Promise<number> {
  const figure = main(page).getByRole('region', { name: 'Saldos' }).getByText(/^\$/).first();
  await expect(figure).toBeVisible();
  return amountOf(await figure.innerText());
}

const walletRow = (page: Page, name: string) =>
  main(page)
    .getByRole('region', { name: 'Billeteras' })
    .getByRole('row', { name: new RegExp(`^${name}`) });

async function walletBalance(page: Page, name: string): Promise<number> {
  return amountOf(await walletRow(page, name).getByRole('cell').last().innerText());
}

test.describe('wallet journeys', { tag: ownAccountsTag }, () => {
  // One account goes through deposit, then withdrawal: in order.
  test.describe.configure({ mode: 'serial' });

  test('deposits, sees it pending and then credited with the new balance', async ({ page }) => {
    await logIn(page, 'e2e_wallet', { reuse: true });
    await page.goto('/member/depositv2');
    const before = await mainWallet(page);
    const header = await headerBalance(page);

    await main(page)
      .getByRole('radio', { name: /Billetera electrónica/ })
      .click();
    await expect(main(page).getByRole('region', { name: 'Cómo depositar: Billetera electrónica' })).toBeVisible();
    const amount = main(page).getByRole('textbox', { name: /Importe a depositar/ });
    await amount.fill('20');
    await main(page).getByRole('button', { name: 'Solicitar el depósito' }).click();
    await expect(amount).toHaveAccessibleDescription(/El mínimo es \$50,00\./);

    await amount.fill('250');
    await main(page).getByRole('button', { name: 'Solicitar el depósito' }).click();
    const pending = main(page).getByRole('status', { name: 'Depósito solicitado: $250,00' });
    await expect(pending).toContainText(/DP\d{7}/);
    const newest = main(page)
      .getByRole('region', { name: 'Depósitos, del más reciente al más antiguo' })
      .getByRole('row')
      .nth(1);
    await expect(newest).toContainText('Billetera electrónica');

    // Credited by the platform's settlement: the list follows it, and the balances with it.
    await expect(newest).toContainText('Acreditado', { timeout: 20_000 });
    await expect.poll(() => mainWallet(page)).toBe(before + 250);
    await expect.poll(() => headerBalance(page)).toBe(header + 250);
  });

  test('withdraws with the withdraw password and confirms receipt once approved', async ({ page }) => {
    await logIn(page, 'e2e_wallet', { reuse: true });
    await page.goto('/member/withdraw');
    await expect(main(page).getByRole('region', { name: 'Tus retiros' })).toBeVisible();

    // The account starts without a withdraw password: it is set with the login password.
    const setPassword = main(page).getByRole('region', { name: 'Configura tu contraseña de retiro' });
    const newWithdrawal = main(page).getByRole('region', { name: 'Nuevo retiro' });
    await expect(setPassword.or(newWithdrawal)).toBeVisible();
    if (await setPassword.isVisible()) {
      await setPassword.getByLabel(/^Contraseña de inicio de sesión/).fill('Demo1234');
      await setPassword.getByLabel(/^Contraseña de retiro \(6 dígitos\)/).fill('246810');
      await setPassword.getByLabel(/^Repite la contraseña de retiro/).fill('246810');
      await setPassword.getByRole('button', { name: 'Guardar la contraseña de retiro' }).click();
    }
    await expect(newWithdrawal).toBeVisible();
    const before = await mainWallet(page);

    await newWithdrawal.getByRole('textbox', { name: /Importe a retirar/ }).fill('100');
    await newWithdrawal.getByLabel(/^Contraseña de retiro/).fill('246810');
    await newWithdrawal.getByRole('button', { name: 'Retirar', exact: true }).click();
    await expect(newWithdrawal.getByRole('status', { name: 'Retiro solicitado: $100,00' })).toBeVisible();
    // Held at once.
    await expect.poll(() => mainWallet(page)).toBe(before - 100);

    const card = main(page).getByRole('article').first();
    await expect(card).toContainText('Retiro de $100,00');
    await expect(card).toContainText('Esperando tu confirmación', { timeout: 20_000 });
    await expect(card).toContainText('se cuenta como recibido');
    await card.getByRole('button', { name: 'Lo he recibido' }).click();
    await expect(card.getByRole('button')).toHaveCount(0);
    await expect(card).toContainText('Recibido');
    await expect(card).toContainText('Importe recibido$100,00');
    expect(await mainWallet(page)).toBe(before - 100);
  });
});

test.describe('transfers between wallets', { tag: ownAccountsTag }, () => {
  test.describe.configure({ mode: 'serial' });

  test('a double click makes one transfer', async ({ page }) => {
    await logIn(page, 'e2e_transfer', { reuse: true });
    const posts: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && new URL(request.url()).pathname === transferPath) posts.push(request.url());
    });
    await page.goto('/member/transferFund');
    const mainBefore = await walletBalance(page, 'Billetera principal');
    const gameBefore = await walletBalance(page, 'AG Gaming');

    await main(page)
      .getByRole('textbox', { name: /^Importe/ })
      .fill('30');
    await main(page).getByRole('button', { name: 'Transferir', exact: true }).dblclick();
    await expect(main(page).getByRole('status', { name: 'Transferencia hecha' })).toContainText(
      '$30,00 pasaron de Billetera principal a AG Gaming.',
    );
    await expect.poll(() => walletBalance(page, 'Billetera principal')).toBe(mainBefore - 30);
    expect(await walletBalance(page, 'AG Gaming')).toBe(gameBefore + 30);
    expect(posts).toHaveLength(1);
  });

  /**
   * Each fault breaks the first attempt, then lets the next through: an HTTP 500 and a cut connection
   * never reach the platform; a lost answer does (the transfer is made) but the page never hears of
   * it. The retry is the same action with the same Idempotency-Key, so exactly one transfer is made.
   */
  const faults: { name: string; apply: (route: Route) => Promise<void> }[] = [
    { name: 'HTTP 500', apply: (route) => route.fulfill({ status: 500, body: 'upstream error' }) },
    { name: 'aborted', apply: (route) => route.abort('failed') },
    {
      name: 'answer lost',
      apply: async (route) => {
        await route.fetch();
        await route.abort('connectionreset');
      },
    },
  ];

  for (const fault of faults) {
    test.describe(fault.name, () => {
      test.use({ expectedConsole: [[/Failed to load resource/, /net::ERR_/], { scope: 'test' }] });

      test(`${fault.name}: nothing is lost, and the retry transfers once`, async ({ page }) => {
        await logIn(page, 'e2e_transfer', { reuse: true });
        const keys: string[] = [];
        let broken = true;
        await page.route(
          (url) => url.pathname === transferPath,
          async (route) => {
            keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
            if (!broken) return route.fallback();
            broken = false;
            return fault.apply(route);
          },
        );
        await page.goto('/member/transferFund');
        const mainBefore = await walletBalance(page, 'Billetera principal');
        const amount = main(page).getByRole('textbox', { name: /^Importe/ });
        await amount.fill('15');
        await main(page).getByRole('button', { name: 'Transferir', exact: true }).click();

        const failure = main(page).getByRole('alert', { name: 'La transferencia no se hizo' });
        await expect(failure).toContainText('al reintentar se envía la misma solicitud');
        await expect(amount).toHaveValue('15');
        await failure.getByRole('button', { name: 'Reintentar' }).click();

        await expect(main(page).getByRole('status', { name: 'Transferencia hecha' })).toBeVisible();
        expect(keys).toHaveLength(2);
        expect(keys[1]).toBe(keys[0]);
        await expect.poll(() => walletBalance(page, 'Billetera principal')).toBe(mainBefore - 15);
      });
    });
  }
});

test.describe('wallet screenshots', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const pages = [
    { name: 'transferFund', ready: (page: Page) => walletRow(page, 'PG Soft') },
    { name: 'depositv2', ready: depositsListed },
    { name: 'withdraw', ready: (page: Page) => main(page).getByRole('article').nth(4) },
    { name: 'transferUpline', ready: (page: Page) => main(page).getByRole('status', { name: 'Sin agente superior' }) },
  ] as const;

  // One login: the pages are visited in turn, each shot in the mode it loads in (dark first) and then
  // in the other (screens.ts: shootInBothModes), and each shot is compared on its own (a soft
  // expectation: one difference does not hide the others). A login per page cost about 4.5 s.
  test('wallet pages (dark and light)', async ({ page }) => {
    test.setTimeout(240_000);
    await holdStill(page, { clock: false });
    await logIn(page, 'demo_member', { reuse: true });
    // The footer's year: a fixed clock once logged in.
    await page.clock.setFixedTime(fixedNow);
    for (const { name, ready } of pages) {
      await test.step(name, async () => {
        await page.goto(`/member/${name}`);
        await expect(ready(page)).toBeVisible();
        await settle(page);
        await shootInBothModes(page, `wallet-${name}`, { soft: true, fullPage: true, mask: walletChanging(page) });
      });
    }
  });
});
