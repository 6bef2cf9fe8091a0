// Draft, not yet run: the agent journeys of issue 8. Named .draft.ts so that Playwright does not
// collect it until it has passed once (rename to agent.spec.ts then).
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { announcementsDialog, loginDialog, uniqueName } from './journeys';

// The agent centre and the members' contract popup (issue 8; SPEC.md sections 1-4, 6 and 9). The
// journeys that change state use the platform's own tree e2e_agent > e2e_subagent (agent seed);
// demo_agent is only read (the screenshots).

test.use({ viewport: { width: 1440, height: 900 } });

/** Logs in at /agent (the agent login) and waits for the agent centre. */
async function agentLogIn(page: Page, account: string) {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(account);
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
}

test('an agent registers a downline and offers a daily salary contract, which the sub-agent accepts', async ({
  page,
  browser,
}) => {
  await agentLogIn(page, 'e2e_agent');
  await expect(page).toHaveURL(/\/agentHome/);
  await expect(page.getByRole('heading', { level: 1, name: 'Resumen del equipo' })).toBeVisible();
  await expect(page.getByText('Miembros del equipo')).toBeVisible();

  // registerCenter: a new member below the agent.
  await page.goto('/agentHome/registerCenter');
  const username = uniqueName('e2eag');
  await page.getByRole('textbox', { name: 'Usuario' }).fill(username);
  await page.locator('input[type=password]').nth(0).fill('Demo1234');
  await page.locator('input[type=password]').nth(1).fill('Demo1234');
  await page.getByRole('button', { name: 'Registrar', exact: true }).click();
  await expect(page.getByText(`Se registró el miembro ${username} en tu equipo.`)).toBeVisible();

  // A daily salary contract offered to the direct sub-agent.
  await page.goto('/agentHome/downlineManagmentView');
  const row = page.getByRole('row').filter({ hasText: 'e2e_subagent' });
  await row.getByRole('button', { name: 'Ofrecer contrato' }).click();
  const offer = page.getByRole('dialog', { name: 'Ofrecer un contrato a e2e_subagent' });
  await offer.getByRole('textbox', { name: 'Apuesta mínima' }).fill('100');
  await offer.getByRole('textbox', { name: 'Tasa (%)' }).fill('1.5');
  await offer.getByRole('button', { name: 'Enviar oferta' }).click();
  await expect(page.getByText(/Se envió a e2e_subagent la oferta de Salario diario/)).toBeVisible();

  // The sub-agent, logged in on the member site, answers in the contract popup.
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  const member = await context.newPage();
  await member.goto('/login');
  const dialog = loginDialog(member);
  await dialog.getByRole('textbox', { name: 'Usuario' }).fill('e2e_subagent');
  await dialog.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Demo1234');
  await dialog.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(dialog).toBeHidden();
  const announcements = announcementsDialog(member);
  if (await announcements.isVisible().catch(() => false)) {
    await announcements.getByRole('button', { name: 'Cerrar' }).click();
  }
  const popup = member.getByRole('dialog', { name: 'Solicitudes de contrato' });
  await expect(popup).toBeVisible();
  const request = popup.getByRole('region', { name: /Salario diario · De e2e_agent/ });
  await request.getByRole('button', { name: 'Aceptar' }).click();
  await expect(popup.getByText(/Aceptaste la solicitud del contrato con e2e_agent/)).toBeVisible();
  await context.close();

  // The agent sees the contract active.
  await page.goto('/agentHome/agentDailyWages2');
  const contracts = page.getByRole('table', { name: 'Contratos de Salario diario' });
  await expect(
    contracts.getByRole('row').filter({ hasText: 'e2e_subagent' }).filter({ hasText: 'Activo' }).first(),
  ).toBeVisible();
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

for (const theme of ['dark', 'light'] as const) {
  test(`agent centre screenshots (${theme})`, async ({ page }) => {
    await page.addInitScript((value) => localStorage.setItem('lobby.theme', value), theme);
    await agentLogIn(page, 'demo_agent');
    await expect(page.getByText('Miembros del equipo')).toBeVisible();
    const mask = [page.getByRole('group', { name: 'Hora actual' })];
    await expect(page).toHaveScreenshot(`agent-overview-${theme}.png`, { mask });
    await page.goto('/agentHome/agentDailyWages2');
    await expect(page.getByRole('table', { name: 'Salario diario' })).toBeVisible();
    await expect(page).toHaveScreenshot(`agent-daily-salary-${theme}.png`, { mask, fullPage: true });
  });
}
