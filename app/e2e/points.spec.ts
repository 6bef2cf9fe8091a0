import type { Locator, Page, Route } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceGroup, logIn, settle } from './journeys';
import { fixedNow, holdStill, shootInBothModes } from './screens';

// The points mall (issue 7; SPEC.md sections 2, 4 and 7). The journeys change state, so they use
// e2e_points (seeded by the points domain with 100,000 points, password Demo1234), never demo_member;
// the screenshots show demo_member's seed, read only. Texts are Spanish, the default language.

const e2eAccount = 'e2e_points';
const address = 'Calle Mayor 12, 28013 Madrid';
const redeemPath = '/wps/relay/passwordCheck/MCS2_redeemPointReward';

/** A figure as a number, whatever the grouping ("98.500" in Spanish). */
const digits = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

// Found also behind an open dialog (which hides the page from assistive technology).
const yourPoints = (page: Page) => page.getByRole('region', { name: 'Tus puntos', includeHidden: true });

async function pointsNow(page: Page): Promise<number> {
  const figure = yourPoints(page).getByText(/^\d[\d.]*$/);
  await expect(figure).toBeVisible();
  return digits(await figure.innerText());
}

/** The header's balance, as a number (two decimals). */
async function moneyNow(page: Page): Promise<number> {
  const text = await balanceGroup(page).getByText(/\$/).innerText();
  return digits(text);
}

/** Opens the travel mug's redeem form and fills it; the submit button is returned. */
async function fillMugRedeem(page: Page): Promise<{ dialog: Locator; submit: Locator }> {
  await page.getByRole('button', { name: 'Canjear Taza de viaje' }).click();
  const dialog = page.getByRole('dialog', { name: 'Canjear Taza de viaje' });
  await dialog.getByRole('textbox', { name: /Dirección de entrega/ }).fill(address);
  await dialog.getByLabel(/Contraseña de inicio de sesión/).fill('Demo1234');
  return { dialog, submit: dialog.getByRole('button', { name: 'Canjear ahora' }) };
}

const historyRows = (page: Page) => page.getByRole('tabpanel', { name: 'Historial de canjes' }).getByRole('row');

test.describe('points mall journeys', () => {
  test('redeems a gift with points: processing in the redeem history, and the points drop', async ({ page }) => {
    await logIn(page, e2eAccount, { reuse: true });
    await page.goto('/pointMall');
    const before = await pointsNow(page);
    const { dialog, submit } = await fillMugRedeem(page);
    await expect(dialog.getByText('Puntos necesarios')).toBeVisible();
    await submit.click();
    await expect(dialog.getByRole('status')).toContainText('Taza de viaje × 1: En proceso.');
    await expect.poll(() => pointsNow(page)).toBe(before - 1500);
    await dialog.getByRole('link', { name: 'Ver el historial de canjes' }).click();
    await expect(page).toHaveURL(/\/pointMall\?tab=history$/);
    const newest = historyRows(page).nth(1);
    await expect(newest).toContainText('Taza de viaje × 1');
    await expect(newest).toContainText('En proceso');
    await expect(newest).toContainText(address);
  });

  test('converts points into money: the result, fewer points and more money', async ({ page }) => {
    await logIn(page, e2eAccount, { reuse: true });
    await page.goto('/pointMall');
    const points = await pointsNow(page);
    const money = await moneyNow(page);
    await page.getByRole('button', { name: 'Convertir en dinero' }).click();
    const dialog = page.getByRole('dialog', { name: 'Convertir puntos en dinero' });
    await dialog.getByRole('textbox', { name: /Puntos a convertir/ }).fill('1000');
    await expect(dialog.getByText('$10,00')).toBeVisible();
    await dialog.getByLabel(/Contraseña de inicio de sesión/).fill('Demo1234');
    await dialog.getByRole('button', { name: 'Convertir', exact: true }).click();
    await expect(dialog.getByRole('status')).toContainText('1000 puntos se convirtieron en $10,00');
    await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
    await expect.poll(() => pointsNow(page)).toBe(points - 1000);
    await expect.poll(() => moneyNow(page)).toBeCloseTo(money + 10, 2);
  });
});

test.describe('faults on a redeem', () => {
  test.use({ expectedConsole: [[/Failed to load resource/, /net::ERR_/], { scope: 'test' }] });

  /**
   * Each fault breaks one attempt, then lets the next through: an HTTP 500 and a cut connection never
   * reach the platform; a lost answer does (the redeem is made) but the page never hears of it. Every
   * retry is the same action with the same Idempotency-Key, so exactly one redeem is made.
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
    test(`${fault.name}: nothing typed is lost, and the retry redeems once`, async ({ page }) => {
      await logIn(page, e2eAccount, { reuse: true });
      const keys: string[] = [];
      let broken = true;
      await page.route(
        (url) => url.pathname === redeemPath,
        async (route) => {
          keys.push((await route.request().headerValue('Idempotency-Key')) ?? '');
          if (!broken) return route.fallback();
          broken = false;
          return fault.apply(route);
        },
      );
      await page.goto('/pointMall');
      const before = await pointsNow(page);

      const { dialog, submit } = await fillMugRedeem(page);
      await submit.click();
      await expect(dialog.getByRole('alert')).toContainText('puedes volver a intentarlo con seguridad');
      await expect(dialog.getByRole('textbox', { name: /Dirección de entrega/ })).toHaveValue(address);
      await expect(dialog.getByLabel(/Contraseña de inicio de sesión/)).toHaveValue('Demo1234');

      await submit.click();
      await expect(dialog.getByRole('status')).toContainText('Taza de viaje × 1: En proceso.');
      expect(keys).toHaveLength(2);
      expect(keys[1]).toBe(keys[0]);
      await expect.poll(() => pointsNow(page)).toBe(before - 1500);
      // One redeem, not two: the points dropped by one mug's worth, and the newest record is it.
      await dialog.getByRole('button', { name: 'Cerrar' }).last().click();
      await page.getByRole('tab', { name: 'Historial de canjes' }).click();
      await expect(historyRows(page).nth(1)).toContainText('En proceso');
      expect(await pointsNow(page)).toBe(before - 1500);
    });
  }
});

test.describe('points mall screenshots', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  const tabs = [
    { tab: 'gifts', query: '', ready: (page: Page) => page.getByRole('article', { name: 'Taza de viaje' }) },
    { tab: 'history', query: '?tab=history', ready: (page: Page) => historyRows(page).nth(1) },
    {
      tab: 'details',
      query: '?tab=details',
      ready: (page: Page) => page.getByRole('tabpanel', { name: 'Detalle de puntos' }).getByRole('row').nth(1),
    },
    { tab: 'rules', query: '?tab=rules', ready: (page: Page) => page.getByRole('heading', { name: 'Canjes' }) },
    {
      tab: 'rates',
      query: '?tab=rates',
      ready: (page: Page) => page.getByRole('row', { name: /Tragamonedas/ }),
    },
  ] as const;

  /**
   * What changes between runs: the dates (the platform seeds them relative to its start) and the
   * stock of the gift the journeys redeem. A date is written over with a fixed one rather than masked:
   * its width sizes the table's first column, and so where every other column falls.
   */
  const dateCells = (page: Page) => page.getByRole('cell', { name: /^\d{1,2}\/\d{1,2}\/\d{4}/ });
  const fixedDate = '15/06/2026, 12:00:00';
  const changing = (page: Page): Locator[] => [
    page.getByRole('article', { name: 'Taza de viaje' }).getByText(/^Quedan/),
  ];

  // One login: the tabs are visited in turn, each shot in the theme it loads in (dark first) and then
  // in the other (screens.ts: shootInBothModes), and each shot is compared on its own (a soft expectation: one
  // difference does not hide the others). A login per page cost about 4.5 s.
  test('points mall tabs (dark and light)', async ({ page }) => {
    test.setTimeout(240_000);
    await holdStill(page, { clock: false });
    await logIn(page, 'demo_member', { reuse: true });
    // The footer's year: a fixed clock once logged in.
    await page.clock.setFixedTime(fixedNow);
    for (const { tab, query, ready } of tabs) {
      await test.step(tab, async () => {
        await page.goto(`/pointMall${query}`);
        await expect(ready(page)).toBeVisible();
        await settle(page);
        await shootInBothModes(page, `points-${tab}`, {
          soft: true,
          fullPage: true,
          mask: changing(page),
          // Again after the switch, should the new theme's render have written the dates back.
          beforeShot: () =>
            dateCells(page).evaluateAll((cells, text) => {
              for (const cell of cells) cell.textContent = text;
            }, fixedDate),
        });
      });
    }
  });
});
