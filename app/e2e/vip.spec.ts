import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test } from './fixtures';
import { logIn } from './journeys';

// The VIP club (issue 16 item 5) against the embedded platform, which computes the level from the
// account's credited deposits and settled valid bets. The journey's own account, e2e_vip (member
// seed; its deposits: the wallet's money seed, 2500,00 credited), is Silver ("Plata", VIP 2) on its
// way to Gold. Texts are Spanish.

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });

test('a VIP member sees the label in the avatar menu, opens the VIP page from the side menu, sees the level and progress', async ({
  page,
}) => {
  await logIn(page, 'e2e_vip');
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: 'Vera' }).click();
  const accountMenu = page.getByRole('menu', { name: 'Menú de la cuenta' });
  await expect(accountMenu).toContainText('VIP 2 Plata');
  await page.keyboard.press('Escape');
  await expect(accountMenu).toBeHidden();

  const vipItem = sideMenu(page).getByRole('link', { name: 'VIP', exact: true });
  await expect(vipItem).toHaveAttribute('href', '/member/vip');
  await vipItem.click();
  await expect(page).toHaveURL(/\/member\/vip$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Club VIP' })).toBeVisible();
  const card = main.getByRole('region', { name: 'Tu nivel VIP' });
  await expect(card).toContainText('VIP 2 Plata');
  await expect(card).toContainText('Siguiente nivel: Oro');
  const deposits = card.getByRole('progressbar', { name: 'Depósitos hacia Oro' });
  await expect(deposits).toHaveAttribute('aria-valuenow', '2500');
  await expect(deposits).toHaveAttribute('aria-valuemax', '5000');
  // Spanish groups digits from five on: 2500,00, 17.344,30.
  await expect(card).toContainText(/Faltan \$2500,00/);
  const bets = card.getByRole('progressbar', { name: 'Apuestas válidas hacia Oro' });
  await expect(bets).toHaveAttribute('aria-valuemax', '25000');

  const table = main.getByRole('table', { name: 'Niveles VIP y sus beneficios' });
  await expect(table.getByRole('row')).toHaveCount(9);
  const current = table.locator('tr[aria-current="true"]');
  await expect(current).toHaveCount(1);
  await expect(current).toContainText('VIP 2 Plata');
  await expect(current).toContainText('Tu nivel');

  expect(await accessibilityViolations(page)).toEqual([]);

  // Every other member page shows the label beside its heading, a link back to this page (the VIP
  // page itself shows the level in its card instead).
  await expect(main.getByRole('link', { name: 'VIP 2 Plata' })).toHaveCount(0);
  await main.getByRole('navigation', { name: 'Centro de miembros' }).getByRole('link', { name: 'Mi cuenta' }).click();
  await expect(page).toHaveURL(/\/member\/securityCenter$/);
  const label = main.getByRole('link', { name: 'VIP 2 Plata' });
  await expect(label).toHaveAttribute('href', '/member/vip');
  await label.click();
  await expect(page).toHaveURL(/\/member\/vip$/);
});
