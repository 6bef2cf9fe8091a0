import { accessibilityViolations, expect, test } from './fixtures';
import { loginDialog, settle, skipGuestPopups } from './journeys';
import { holdStill, shootInBothModes } from './screens';

// Issue 16 item 6: the banner slots beside home's carousel. The login, register and forgot-password
// popups show their own groups' banners (w_login, w_register, w_forget) in a band over the form; the
// side menu shows w_leftmenu as a small card, rendered by the server with the page. A banner is
// followed as home's are, and a popup's closes its popup first. A guest's journey only.

test.use({ viewport: { width: 1440, height: 900 } });

test("a guest sees the side menu's banner card in the server's page, and each auth popup's banners; one leads on", async ({
  page,
}) => {
  await holdStill(page);
  await skipGuestPopups(page);
  const response = await page.goto('/help');
  // The card comes with the page (the first screen's data), its pictures sized and lazy.
  const html = (await response?.text()) ?? '';
  expect(html).toMatch(/<section[^>]*data-shape="card"[^>]*aria-label="Ofertas destacadas"/);
  expect(html).toMatch(/<img[^>]*alt="Invita a tus amigos"[^>]*width="240" height="120" loading="lazy"/);

  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  const card = menu.getByRole('region', { name: 'Ofertas destacadas' });
  await expect(card.getByRole('button', { name: 'Invita a tus amigos' })).toBeAttached();
  await expect(card.getByRole('button', { name: 'Ir al banner 3' })).toBeAttached();

  // The login popup: its two banners over the form (one only a picture, one a promotion).
  await page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  const login = loginDialog(page);
  const loginBanners = login.getByRole('region', { name: 'Promociones' });
  await expect(loginBanners.getByRole('img', { name: 'Entra y juega' })).toBeVisible();
  await expect(loginBanners.getByRole('button', { name: 'Premios por entrar cada día' })).toBeAttached();
  const [strip, field] = await Promise.all([
    loginBanners.boundingBox(),
    login.getByRole('textbox', { name: /^Usuario/ }).boundingBox(),
  ]);
  expect(Math.round((strip?.width ?? 0) / (strip?.height ?? 1))).toBe(3);
  expect(strip?.y ?? 0).toBeLessThan(field?.y ?? 0);
  expect(await accessibilityViolations(page)).toEqual([]);

  // The forgot-password popup, from the login popup: its own banners; shot in both modes (axe
  // finding nothing in either), the journey going on in light.
  await login.getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
  const forgot = page.getByRole('dialog', { name: 'Recuperar la contraseña' });
  await expect(forgot.getByRole('img', { name: 'Vuelve en un momento' })).toBeVisible();
  await expect(forgot.getByRole('img', { name: 'Entra y juega' })).toHaveCount(0);
  // Its form waits for the platform's settings (popup-focus.spec: up to 30 s on a busy machine).
  await expect(forgot.getByRole('textbox', { name: 'Usuario' })).toBeFocused({ timeout: 30_000 });
  await settle(page);
  await shootInBothModes(page, 'forgot-password', { axe: true });
  await forgot.getByRole('button', { name: 'Cerrar' }).click();
  await expect(forgot).toBeHidden();

  // The register popup: its banner leads to a page of the site, and the popup closes on the way.
  await page.getByRole('banner').getByRole('button', { name: 'Registrarse' }).click();
  const register = page.getByRole('dialog', { name: 'Crear una cuenta' });
  const join = register.getByRole('button', { name: 'Regístrate en un minuto' });
  await expect(join).toBeVisible();
  await join.click();
  await expect(register).toBeHidden();
  await expect(page).toHaveURL(/\/promotions$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Promociones' })).toBeVisible();
});

test("the side menu's card leads to its page, and the icon rail has none", async ({ page }) => {
  await skipGuestPopups(page);
  await page.goto('/help');
  const menu = page.getByRole('navigation', { name: 'Menú lateral' });
  const card = menu.getByRole('region', { name: 'Ofertas destacadas' });
  // The third banner, chosen by its bullet: a promotion, which opens the promotions page.
  await card.getByRole('button', { name: 'Ir al banner 3' }).click();
  await card.getByRole('button', { name: 'Reembolso semanal' }).click();
  await expect(page).toHaveURL(/\/promotions$/);

  await menu.getByRole('button', { name: 'Contraer menú' }).click();
  await expect(menu).toHaveAttribute('data-collapsed', 'true');
  await expect(card).toHaveCount(0);
});
