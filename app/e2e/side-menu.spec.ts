import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { logIn } from './journeys';

// One navigation column (issue 18): on the member centre's pages the site's side menu is an icon
// rail beside the centre's own menu, so that the page gets the width; the player can open it (a
// button with aria-expanded, by keyboard too), and the choice is kept in a cookie, which the server
// renders the next page with (shell/sideMenu.tsx). The site's other pages keep their own choice.
// Right to left: the site ships no such language; the rail's Loki references in the rtl theme
// (Arabic) show it.

test.use({ viewport: { width: 1440, height: 900 } });

const sideMenu = (page: Page) => page.getByRole('navigation', { name: 'Menú lateral' });

/** The side menu's width, and the page's (its `<main>`), in pixels. */
async function widths(page: Page) {
  const [menu, main] = await Promise.all([sideMenu(page).boundingBox(), page.getByRole('main').boundingBox()]);
  return { menu: menu?.width ?? 0, main: main?.width ?? 0 };
}

/** Whether the server's HTML of a page has the side menu collapsed. */
const servedCollapsed = (html: string) =>
  /<nav aria-label="Menú lateral"[^>]*data-collapsed="(true|false)"/.exec(html)?.[1];

test('on a member page the side menu is a rail that opens by keyboard, and the choice survives a reload', async ({
  page,
  context,
}) => {
  await logIn(page, 'demo_member');
  await expect(sideMenu(page)).toHaveAttribute('data-collapsed', 'false');

  await page.goto('/member/securityCenter');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  const menu = sideMenu(page);
  const expand = menu.getByRole('button', { name: 'Expandir menú' });
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  // One navigation column: the rail is an icon wide, and the page has the rest beside the centre's menu.
  const rail = await widths(page);
  expect(rail.menu).toBeLessThan(80);
  expect(rail.main).toBeGreaterThan(1300);

  // Each icon has its name, as its accessible name and, on keyboard focus, as its tooltip.
  const deposit = menu.getByRole('button', { name: 'Depositar' });
  await deposit.focus();
  await expect(page.locator('[data-radix-popper-content-wrapper]')).toHaveText('Depositar');

  await expand.focus();
  await page.keyboard.press('Enter');
  const collapse = menu.getByRole('button', { name: 'Contraer menú' });
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');
  await expect(menu).toHaveAttribute('data-collapsed', 'false');
  await expect.poll(async () => (await widths(page)).menu).toBeGreaterThan(200);
  expect((await context.cookies()).find((cookie) => cookie.name === 'memberSideMenu')?.value).toBe('expanded');

  // The reload is rendered open by the server, and stays open.
  const reloaded = await page.reload();
  expect(servedCollapsed((await reloaded?.text()) ?? '')).toBe('false');
  await expect(page.getByRole('heading', { level: 1, name: 'Mi cuenta' })).toBeVisible();
  await expect(collapse).toHaveAttribute('aria-expanded', 'true');

  // Back to a rail, by keyboard (Space), and so after the next reload too.
  await collapse.focus();
  await page.keyboard.press(' ');
  await expect(expand).toHaveAttribute('aria-expanded', 'false');
  const again = await page.reload();
  expect(servedCollapsed((await again?.text()) ?? '')).toBe('true');
  await expect(expand).toHaveAttribute('aria-expanded', 'false');

  // The site's other pages keep their own state: open.
  await page.goto('/help');
  await expect(sideMenu(page)).toHaveAttribute('data-collapsed', 'false');
});
