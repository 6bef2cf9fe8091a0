import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { agentLogIn, logIn, skipGuestPopups } from './journeys';

// Who may go where (issue 6, journeys; SPEC.md sections 2 and 6): trial users are kept out of member
// pages and real-money games; the agent centre is for agents, reached through /agent.

test.beforeEach(async ({ page }) => {
  await skipGuestPopups(page);
});

const registerFirst = (page: Page) => page.getByRole('alertdialog', { name: 'Cuenta de prueba' });

test('a trial user is stopped at member pages and when pressing play', async ({ page }) => {
  await logIn(page, 'demo_trial');

  await page.goto('/member/securityCenter');
  await expect(registerFirst(page)).toContainText('Primero registra una cuenta');
  await expect(page).toHaveURL(/\/$/);
  await registerFirst(page).getByRole('button', { name: 'Aceptar' }).click();
  await expect(registerFirst(page)).toBeHidden();

  // The header's deposit leads to a member page: the same warning, and the player stays home.
  await page.getByRole('banner').getByRole('button', { name: 'Depositar' }).click();
  await expect(registerFirst(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(registerFirst(page)).toBeHidden();

  await page.getByRole('main').getByRole('button', { name: 'Jugar ahora: Blazing Queen Rush' }).click();
  await expect(registerFirst(page)).toContainText('Primero registra una cuenta');
  await expect(page).toHaveURL(/\/$/);
});

test('an agent logs in at /agent and lands in the agent centre', async ({ page }) => {
  await agentLogIn(page, 'demo_agent');
  await expect(page).toHaveURL(/\/agentHome(\/|$)/);
  await expect(page.getByRole('banner', { name: 'Barra del agente' })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Centro de agentes' })).toBeVisible();
  // The agent layout has neither the site's side menu nor its footer (SPEC.md section 2).
  await expect(page.getByRole('navigation', { name: 'Menú lateral' })).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);

  // Back at /agent, an agent already logged in goes straight in.
  await page.goto('/agent');
  await expect(page).toHaveURL(/\/agentHome(\/|$)/);
});

test('a member is refused at /agent, and a guest at /agentHome is sent to /agent', async ({ page }) => {
  const form = await agentLogIn(page, 'demo_member');
  await expect(form).toContainText('Las cuentas que no son de agente no pueden iniciar sesión aquí.');
  await expect(page).toHaveURL(/\/agent$/);
  expect(await page.evaluate(() => sessionStorage.getItem('token'))).toBeNull();

  await page.goto('/agentHome');
  await expect(page).toHaveURL(/\/agent$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Acceso de agentes');
});
