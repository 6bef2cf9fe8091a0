import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { announcementsDialog, loginDialog, skipGuestPopups } from './journeys';

// A guest in the lobby (issue 6, journeys): home's banners, notices, game rows, winner board and
// search; a category from the top navigation, filtered by a classify and paged (SPEC.md section 2).

const main = (page: Page) => page.getByRole('main');

/** The games a virtualised grid has loaded: each rendered card says how many there are (aria-setsize). */
async function loadedGames(grid: Locator): Promise<number> {
  const size = await grid.getByRole('listitem').first().getAttribute('aria-setsize');
  return Number(size);
}

test('a guest sees the welcome announcement once, then the lobby: banners, notices, rows and winners', async ({
  page,
}) => {
  await page.goto('/');
  // SPEC.md section 4: logged-out players see the execution B announcements, once per session.
  const announcements = announcementsDialog(page);
  await expect(announcements.getByRole('heading', { name: 'Te damos la bienvenida', level: 3 })).toBeVisible();
  await announcements.getByRole('button', { name: 'Cerrar' }).click();
  await expect(announcements).toBeHidden();

  await expect(page).toHaveTitle('Lobby: casino, deportes y loterías');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lobby: lobby de juegos');
  for (const landmark of ['banner', 'main', 'contentinfo'] as const)
    await expect(page.getByRole(landmark)).toBeVisible();

  const banners = main(page).getByRole('region', { name: 'Promociones' });
  await expect(banners.getByRole('group', { name: '1 de 5' })).toBeAttached();
  await expect(banners.getByRole('button', { name: 'Ir al banner 5' })).toBeVisible();

  const notices = main(page).getByRole('region', { name: 'Avisos' });
  await expect(notices.getByRole('button', { name: 'Atención al cliente abierta 24/7.' }).first()).toBeAttached();

  // The game menu: hot games first, then each product line in its row.
  const lobby = main(page).getByRole('region', { name: 'Categorías de juegos' });
  const menu = lobby.getByRole('group', { name: 'Categorías de juegos' });
  await expect(menu.getByRole('button', { name: 'Populares' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.getByRole('heading', { name: 'Juegos populares' })).toBeVisible();
  await expect(lobby.getByRole('button', { name: 'Jugar ahora: Blazing Queen Rush' })).toBeVisible();
  await lobby.getByRole('button', { name: 'Juegos siguientes' }).click();
  await expect(lobby.getByRole('button', { name: 'Juegos anteriores' })).toBeEnabled();

  await menu.getByRole('button', { name: 'Tragamonedas' }).click();
  await expect(menu.getByRole('button', { name: 'Tragamonedas' })).toHaveAttribute('aria-pressed', 'true');
  await expect(lobby.getByRole('heading', { level: 2 }).first()).toBeVisible();
  await expect(lobby.getByRole('article').first()).toBeVisible();

  // SPEC.md section 4: a guest choosing favourites gets the login popup; the row offers it again.
  await menu.getByRole('button', { name: 'Favoritos' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();
  await expect(lobby).toContainText('Inicia sesión para ver tus juegos favoritos.');
  await lobby.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(loginDialog(page)).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(loginDialog(page)).toBeHidden();

  const winners = main(page).getByRole('region', { name: 'Ganadores' });
  await expect(winners.getByRole('heading', { name: 'Ganadores' })).toBeVisible();
  await expect(winners.getByRole('listitem').first()).toContainText(/Puesto 1.+\$[\d.]+,\d{2}/);
  await expect(winners.getByRole('region', { name: 'Más ganadores' }).getByRole('listitem')).toHaveCount(17);
});

test('a guest searches the lobby: results with their count, then the empty state', async ({ page }) => {
  await skipGuestPopups(page);
  await page.goto('/');
  const search = page.getByRole('search');
  await search.getByRole('searchbox', { name: 'Buscar juegos' }).fill('Dragon');
  await search.getByRole('button', { name: 'Buscar' }).click();
  const results = main(page).getByRole('region', { name: 'Resultados para «Dragon»' });
  await expect(results).toBeVisible();
  await expect(results).toContainText(/\d+ juegos/);
  await expect(results.getByRole('article').first()).toContainText('Dragon');

  await search.getByRole('searchbox', { name: 'Buscar juegos' }).fill('zzzqqq');
  await search.getByRole('searchbox', { name: 'Buscar juegos' }).press('Enter');
  const none = main(page).getByRole('region', { name: 'Resultados para «zzzqqq»' });
  await expect(none).toContainText('Ningún juego coincide con «zzzqqq».');
  await expect(none.getByRole('article')).toHaveCount(0);
});

test('a guest opens Slots from the top navigation, filters by a game type and pages through it', async ({ page }) => {
  await skipGuestPopups(page);
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Navegación principal' })
    .getByRole('link', { name: 'Tragamonedas' })
    .click();
  await expect(page).toHaveURL(/\/rng$/);
  const centre = main(page).getByRole('region', { name: 'Tragamonedas' });
  await expect(centre.getByRole('heading', { level: 1, name: 'Tragamonedas' })).toBeVisible();
  // No side menu on game pages (SPEC.md section 2).
  await expect(page.getByRole('navigation', { name: 'Menú lateral' })).toHaveCount(0);

  const types = centre.getByRole('radiogroup', { name: 'Tipos de juego' });
  await expect(types.getByRole('radio', { name: /^Todos \d+$/ })).toBeChecked();
  // Bingo is a class of the platform's slots, offered only where it supports TY (it supports EN, ES, TH).
  await expect(types.getByRole('radio', { name: /^Megaways \d+$/ })).toBeVisible();
  await expect(types.getByRole('radio', { name: /^Bingo/ })).toHaveCount(0);
  const megaways = types.getByRole('radio', { name: /^Megaways \d+$/ });
  const total = Number((await megaways.textContent())?.match(/\d+/)?.[0]);
  expect(total).toBeGreaterThan(100);
  await megaways.click();
  await expect(megaways).toBeChecked();
  // The count under the heading is the filtered list's once its first page has arrived.
  await expect(centre.getByText(`${total} juegos`, { exact: true })).toBeVisible();

  const grid = centre.getByRole('list').last();
  await expect(grid.getByRole('article').first()).toBeVisible();
  const firstPage = await loadedGames(grid);
  expect(firstPage).toBeGreaterThan(0);
  expect(firstPage).toBeLessThan(total);
  // Only the rows in view are in the page (virtualised), never the whole list.
  expect(await grid.getByRole('listitem').count()).toBeLessThan(total);

  // Paging appends: reaching the 'load more' button at the end loads the next page by itself (the
  // button is there for those who cannot scroll), and the games already loaded stay.
  const firstGame = await grid.getByRole('article').first().getByRole('paragraph').first().textContent();
  await centre.getByRole('button', { name: 'Cargar más juegos' }).scrollIntoViewIfNeeded();
  await expect.poll(() => loadedGames(grid)).toBeGreaterThan(firstPage);
  const secondPage = await loadedGames(grid);
  expect(secondPage).toBeLessThanOrEqual(total);
  await page.mouse.wheel(0, 100_000);
  await expect.poll(() => loadedGames(grid)).toBeGreaterThan(secondPage);
  // Far down the list, the first cards have left the page; back at the top they are the same ones.
  await page.evaluate(() => window.scrollTo(0, 0));
  await expect(grid.getByRole('article').first().getByRole('paragraph').first()).toHaveText(firstGame ?? '');
  expect(await grid.getByRole('listitem').count()).toBeLessThan(await loadedGames(grid));
});

test('home aliases, and the login and register routes', async ({ page }) => {
  await skipGuestPopups(page);
  for (const alias of ['/index', '/home']) {
    await page.goto(alias);
    // The server sends the browser home (a redirect), as the router would.
    await expect(page).toHaveURL(/:\d+\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lobby: lobby de juegos');
  }

  await page.goto('/login');
  await expect(loginDialog(page)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, includeHidden: true })).toHaveText('Lobby: lobby de juegos');

  await page.goto('/register?referralCode=ABC');
  const register = page.getByRole('dialog', { name: 'Crear una cuenta' });
  await expect(register.getByRole('textbox', { name: 'Código de referido' })).toHaveValue('ABC');
});

test.describe('an unknown route', () => {
  // The server answers the not-found page with 404, which the browser reports on the console.
  test.use({ expectedConsole: /^Failed to load resource: the server responded with a status of 404/ });

  test('shows the not-found page, answered 404, whose button leads home', async ({ page }) => {
    await skipGuestPopups(page);
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    const notFound = main(page).getByRole('region', { name: 'Página no encontrada' });
    await expect(notFound.getByRole('heading', { level: 1 })).toHaveText('Página no encontrada');
    await notFound.getByRole('button', { name: 'Ir al inicio' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Lobby: lobby de juegos');
  });
});
