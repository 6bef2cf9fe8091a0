import type { Browser, Page } from '@playwright/test';
import { openDatabase } from '../server/platform/db';
import { platformDbOf } from '../playwright.config';
import { expect, test } from './fixtures';
import {
  agentLogIn,
  announcementsDialog,
  journeyPassword,
  loginDialog,
  recordBet,
  settle,
  uniqueName,
} from './journeys';
import { agentChanging, agentOverviewReady, holdStill, shootInBothModes } from './screens';

// The agent centre and the members' contract popup (issue 8; SPEC.md sections 1-4, 6 and 9). The
// journeys that change state use the platform's own tree (agent seed): e2e_agent > e2e_subagent >
// {e2e_agent_member, e2e_agent3}, one contract kind per journey, so that they never meet; demo_agent
// is only read (the clock and the screenshots).

test.use({ viewport: { width: 1440, height: 900 } });

/** An agent logged in on the member site, in a browser context of its own: its contract popup. */
async function contractPopupOf(browser: Browser, account: string) {
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const page = await context.newPage();
  await page.goto('/login');
  const dialog = loginDialog(page);
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill(account);
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(journeyPassword);
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(dialog).toBeHidden();
  // The home page's announcements come first (every account has some); the contract popup waits for
  // them to close: one modal dialog at a time.
  const announcements = announcementsDialog(page);
  await announcements.getByRole('button', { name: 'Cerrar' }).click();
  await expect(announcements).toBeHidden();
  const popup = page.getByRole('dialog', { name: 'Solicitudes de contrato' });
  await expect(popup).toBeVisible();
  return { page, popup, close: () => context.close() };
}

/** Offers a contract from the team management page to a direct sub-agent. */
async function offerContract(
  page: Page,
  downline: string,
  kind: 'Salario diario' | 'Salario por hora' | 'Salario en tiempo real',
  terms: { minBet: string; rate: string },
) {
  await page.goto('/agentHome/downlineManagmentView');
  const row = page.getByRole('row').filter({ hasText: downline });
  await row.getByRole('button', { name: 'Ofrecer contrato' }).click();
  const offer = page.getByRole('dialog', { name: `Ofrecer un contrato a ${downline}` });
  await offer.getByRole('combobox', { name: 'Tipo de contrato' }).click();
  await page.getByRole('option', { name: kind, exact: true }).click();
  await offer.getByRole('textbox', { name: 'Apuesta mínima' }).fill(terms.minBet);
  await offer.getByRole('textbox', { name: 'Tasa (%)' }).fill(terms.rate);
  return offer;
}

/** The platform's contracts between two accounts (its database, read-only). */
function contractsBetween(upline: string, downline: string, kind: string) {
  const db = openDatabase(platformDbOf('default'));
  try {
    return db
      .prepare(
        `SELECT c.status, c.end_reason AS endReason FROM agent_contracts c
         JOIN accounts u ON u.id = c.upline_id JOIN accounts d ON d.id = c.downline_id
         WHERE u.username = ? AND d.username = ? AND c.kind = ? ORDER BY c.contract_id`,
      )
      .all(upline, downline, kind) as { status: string; endReason: string | null }[];
  } finally {
    db.close();
  }
}

test('an agent registers a sub-agent and offers it a daily salary contract, which it accepts in the contract popup', async ({
  page,
  browser,
}) => {
  await agentLogIn(page, 'e2e_agent');
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen del equipo' })).toBeVisible();
  await expect(page.getByText('Miembros del equipo')).toBeVisible();

  // registerCenter: a new sub-agent below the agent.
  await page.goto('/agentHome/registerCenter');
  const username = uniqueName('e2eag');
  await page.getByRole('combobox', { name: 'Tipo de cuenta' }).click();
  await page.getByRole('option', { name: 'Agente', exact: true }).click();
  await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill(journeyPassword);
  await page.getByRole('textbox', { name: 'Confirmar contraseña', exact: true }).fill(journeyPassword);
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText(`Se registró el subagente ${username} en tu equipo.`)).toBeVisible();

  // A daily salary contract offered to it, with two tiers.
  const offer = await offerContract(page, username, 'Salario diario', { minBet: '100', rate: '1' });
  await offer.getByRole('button', { name: 'Añadir un nivel' }).click();
  const second = offer.getByRole('group', { name: 'Nivel 2' });
  await second.getByRole('textbox', { name: 'Apuesta mínima' }).fill('5000');
  await second.getByRole('textbox', { name: 'Tasa (%)' }).fill('1.5');
  await offer.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(
    page.getByText(`Se envió a ${username} la oferta de Salario diario; espera su respuesta.`),
  ).toBeVisible();
  expect(contractsBetween('e2e_agent', username, 'DAILY_SALARY')).toEqual([{ status: 'PENDING', endReason: null }]);

  // The sub-agent, logged in on the member site, answers in the contract popup.
  const member = await contractPopupOf(browser, username);
  const request = member.popup.getByRole('region', { name: /Salario diario · De e2e_agent/ });
  await request.getByRole('button', { name: 'Aceptar' }).click();
  await expect(member.popup.getByText('Aceptaste la solicitud del contrato con e2e_agent.')).toBeVisible();
  await member.close();

  // The agent sees the contract active.
  await page.goto('/agentHome/agentDailyWages2');
  const contracts = page.getByRole('table', { name: 'Contratos de Salario diario' });
  await expect(contracts.getByRole('row').filter({ hasText: username }).filter({ hasText: 'Activo' })).toBeVisible();
  expect(contractsBetween('e2e_agent', username, 'DAILY_SALARY')).toEqual([{ status: 'ACTIVE', endReason: null }]);
});

test("real-time salary: the team's bets of a window are settled and paid, and both agents' reports show it", async ({
  page,
  browser,
}) => {
  await agentLogIn(page, 'e2e_agent');
  await expect(page).toHaveURL(/\/agentHome/);
  const offer = await offerContract(page, 'e2e_subagent', 'Salario en tiempo real', { minBet: '0', rate: '1' });
  await offer.getByRole('textbox', { name: 'Miembros activos mínimos' }).fill('1');
  await offer.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(page.getByText(/Se envió a e2e_subagent la oferta de Salario en tiempo real/)).toBeVisible();

  const sub = await contractPopupOf(browser, 'e2e_subagent');
  await sub.popup
    .getByRole('region', { name: /Salario en tiempo real · De e2e_agent/ })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await expect(sub.popup.getByText('Aceptaste la solicitud del contrato con e2e_agent.')).toBeVisible();

  // The settlement: 1.000,00 of valid bets, 1 %, 10,00 paid.
  const paidRow = (where: Page) =>
    where
      .getByRole('table', { name: 'Salario en tiempo real' })
      .getByRole('row')
      .filter({ hasText: 'e2e_subagent' })
      .filter({ hasText: 'Pagado' })
      .filter({ has: where.getByRole('cell', { name: '1000,00', exact: true }) })
      .filter({ has: where.getByRole('cell', { name: '10,00', exact: true }) });
  // The sub-agent keeps its own report (received by it) open on the member site.
  await sub.page.goto('/agentHome/agentRealtimeSalary');
  await expect(sub.page.getByText('El salario en tiempo real se liquida y se reparte cada 5 segundos.')).toBeVisible();
  await expect(paidRow(sub.page)).toHaveCount(0);

  // The sub-agent's member plays: 1.000,00 of valid bets. The e2e platform settles every 5 s
  // (LOBBY_SALARY_INTERVAL_MS): 1 % of it is paid to the sub-agent within a window or two.
  recordBet('e2e_agent_member', { stake: 1000 });
  // The payment's event (CONTRACT_SETTLED, issue 16 item 9) shows a notice and brings the paid row
  // into the open report, without a reload.
  await expect(
    sub.page.getByText(/^Salario en tiempo real del .+ al .+: .*10,00 acreditados en tu billetera principal\.$/),
  ).toBeVisible({ timeout: 30_000 });
  await expect(paidRow(sub.page)).toBeVisible();
  await sub.close();

  await page.goto('/agentHome/agentRealtimeSalary');
  await expect(page.getByText('El salario en tiempo real se liquida y se reparte cada 5 segundos.')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(paidRow(page)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });
});

test('accepting a lower rate from the upline ends the higher-rate contract below (the higher-rate rule)', async ({
  page,
  browser,
}) => {
  // e2e_subagent pays e2e_agent3 a 2 % hourly salary (seed); its own upline offers it 1 %.
  await agentLogIn(page, 'e2e_agent');
  await expect(page).toHaveURL(/\/agentHome/);
  const offer = await offerContract(page, 'e2e_subagent', 'Salario por hora', { minBet: '0', rate: '1' });
  await offer.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(page.getByText(/Se envió a e2e_subagent la oferta de Salario por hora/)).toBeVisible();

  const sub = await contractPopupOf(browser, 'e2e_subagent');
  await sub.popup
    .getByRole('region', { name: /Salario por hora · De e2e_agent/ })
    .getByRole('button', { name: 'Aceptar' })
    .click();
  await expect(
    sub.popup.getByText(/Por la regla de tasa superior terminaron automáticamente: e2e_agent3\./),
  ).toBeVisible();
  expect(contractsBetween('e2e_subagent', 'e2e_agent3', 'HOURLY_SALARY')).toEqual([
    { status: 'TERMINATED', endReason: 'AUTO_HIGHER_RATE' },
  ]);
  await sub.page.goto('/agentHome/agentHourSalary');
  await expect(
    sub.page
      .getByRole('table', { name: 'Contratos de Salario por hora' })
      .getByRole('row')
      .filter({ hasText: 'e2e_agent3' })
      .filter({ hasText: 'Terminado por tasa superior' }),
  ).toBeVisible();
  await sub.close();
});

test.describe('a failed contract offer loses nothing and can be retried', () => {
  test.use({ expectedConsole: [[/Failed to load resource/, /net::ERR_/], { scope: 'test' }] });

  test('no answer, then a 500 after the platform made it: the retry is the same offer', async ({ page }) => {
    await agentLogIn(page, 'e2e_agent');
    await expect(page).toHaveURL(/\/agentHome/);
    const keys: (string | null)[] = [];
    const offer = await offerContract(page, 'e2e_subagent', 'Salario diario', { minBet: '200', rate: '0.5' });
    const send = offer.getByRole('button', { name: 'Enviar oferta' });

    // 1. The request never reaches the platform: the form keeps what was typed.
    await page.route('**/wps/relay/MCS2_processDailySalContract', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? null);
      await route.abort('failed');
    });
    await send.click();
    await expect(offer.getByRole('alert')).toBeVisible();
    await expect(offer.getByRole('textbox', { name: 'Tasa (%)' })).toHaveValue('0.5');
    expect(contractsBetween('e2e_agent', 'e2e_subagent', 'DAILY_SALARY')).toEqual([]);

    // 2. The platform makes the offer, but its answer is lost behind a 500.
    await page.unrouteAll({ behavior: 'wait' });
    await page.route('**/wps/relay/MCS2_processDailySalContract', async (route) => {
      keys.push(route.request().headers()['idempotency-key'] ?? null);
      await route.fetch();
      await route.fulfill({ status: 500, contentType: 'text/plain', body: 'upstream error' });
    });
    await send.click();
    // Step 1's alert may still be showing: wait for this click's request to have reached the platform.
    await expect.poll(() => contractsBetween('e2e_agent', 'e2e_subagent', 'DAILY_SALARY')).toHaveLength(1);
    await expect(offer.getByRole('alert')).toBeVisible();

    // 3. The retry is the same action (same key): the platform answers with the offer it made.
    await page.unrouteAll({ behavior: 'wait' });
    await send.click();
    await expect(page.getByText(/Se envió a e2e_subagent la oferta de Salario diario/)).toBeVisible();
    expect(new Set(keys).size).toBe(1);
    expect(contractsBetween('e2e_agent', 'e2e_subagent', 'DAILY_SALARY')).toEqual([
      { status: 'PENDING', endReason: null },
    ]);
  });
});

test('a member is refused at /agent', async ({ page }) => {
  await agentLogIn(page, 'demo_member');
  await expect(page.getByText('Las cuentas que no son de agente no pueden iniciar sesión aquí.')).toBeVisible();
  await expect(page).toHaveURL(/\/agent$/);
});

test("the clock ticks every second in the agent's time zone", async ({ page }) => {
  await agentLogIn(page, 'demo_agent');
  const clock = page.getByRole('group', { name: 'Hora actual' });
  // demo_agent's timezone offset is 480 minutes.
  await expect(clock).toContainText('GMT+08:00');
  const first = await clock.locator('time').getAttribute('datetime');
  expect(first).toMatch(/\+08:00$/);
  await expect.poll(() => clock.locator('time').getAttribute('datetime'), { timeout: 3000 }).not.toBe(first);
});

test("the overview charts the team's days, 7 or 30, by keyboard too; a report charts its range", async ({ page }) => {
  await agentLogIn(page, 'demo_agent');
  await expect(page).toHaveURL(/\/agentHome/);
  const bets = page.getByRole('figure', { name: 'Apuestas por día' });
  await expect(bets.getByRole('img')).toHaveCount(7);
  // The seeded team bet on every day before today: the chart has bars, not only its empty state.
  await expect(bets.getByRole('table', { name: 'Apuestas por día' }).getByRole('row')).toHaveCount(8);
  // demo_agent pays its sub-agents and is paid by no one: its income of the week is the empty state.
  await expect(page.getByRole('figure', { name: 'Ingresos por tipo' })).toContainText(
    'No hubo ingresos en estos días.',
  );
  // One tab stop on the latest day; the arrow key moves to the day before and shows its tooltip.
  const latest = bets.getByRole('img').last();
  await latest.focus();
  await page.keyboard.press('ArrowLeft');
  const before = bets.getByRole('img').nth(5);
  await expect(before).toBeFocused();
  const label = (await before.getAttribute('aria-label')) ?? '';
  await expect(bets.getByText(label.split(': ')[1] ?? '', { exact: true }).and(page.locator('bdi'))).toBeVisible();
  await page.getByRole('tab', { name: 'Últimos 30 días' }).click();
  await expect(page.getByRole('figure', { name: 'Apuestas por día' }).getByRole('img')).toHaveCount(30);

  await page.goto('/agentHome/personalHistoryCopy');
  const report = page.getByRole('figure', { name: 'Apuestas del equipo por día' });
  await expect(report.getByRole('img')).toHaveCount(7);
  await expect(page.getByRole('table', { name: 'Apuestas del equipo', exact: true })).toBeVisible();
});

// ── Page screenshots (dark and light): demo_agent, read only ──────────────────────────────────────

const screens = [
  { name: 'overview', path: '/agentHome', ready: agentOverviewReady },
  {
    name: 'announcements',
    path: '/agentHome/agentAnnouncement',
    ready: (page: Page) => page.getByRole('region', { name: /Salario en tiempo real/ }),
  },
  {
    name: 'daily-salary',
    path: '/agentHome/agentDailyWages2',
    ready: (page: Page) => page.getByRole('table', { name: 'Contratos de Salario diario' }).getByRole('row').nth(1),
  },
  {
    name: 'register',
    path: '/agentHome/registerCenter',
    ready: (page: Page) => page.getByRole('table', { name: 'Enlaces de invitación' }).getByRole('row').nth(1),
  },
] as const;

// One login: the pages are visited in turn, each shot in the mode it loads in (dark first) and then
// in the other (screens.ts: shootInBothModes).
test('agent centre pages (dark and light)', async ({ page }) => {
  test.setTimeout(120_000);
  // The live clock is masked (agentChanging), not fixed.
  await holdStill(page, { clock: false });
  await agentLogIn(page, 'demo_agent');
  await expect(page).toHaveURL(/\/agentHome/);
  for (const { name, path, ready } of screens) {
    await test.step(name, async () => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await settle(page);
      await shootInBothModes(page, `agent-${name}`, {
        soft: true,
        fullPage: true,
        mask: agentChanging(page),
      });
    });
  }
});
