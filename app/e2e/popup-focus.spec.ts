import type { Locator } from '@playwright/test';
import { expect, test } from './fixtures';
import { announcementsDialog, loginDialog, logIn, skipGuestPopups } from './journeys';

// Focus where the work is (issue 18): a popup with a form opens with the focus in the form's first
// field; a popup without a form on its first control, the close button. One place decides it, the
// design system's Modal (initialFocus.ts); these are the popups of the site that hold a form.

test.use({ viewport: { width: 1440, height: 900 } });

/**
 * The field has the focus, once it is on screen: a popup's form waits for its settings (the
 * platform's modules, the registration rules), which on a busy machine take longer than an
 * assertion's 10 seconds; the focus then follows at once.
 */
async function expectFocused(field: Locator) {
  await expect(field).toBeVisible({ timeout: 30_000 });
  await expect(field).toBeFocused();
}

test.describe('the guest popups', () => {
  test.beforeEach(async ({ page }) => {
    await skipGuestPopups(page);
  });

  test('login opens with the focus in Usuario without moving the page, and Escape closes it', async ({ page }) => {
    await page.goto('/');
    const scrollY = () => page.evaluate(() => window.scrollY);
    await page.mouse.wheel(0, 700);
    await expect.poll(scrollY).toBeGreaterThan(300);
    const scrolled = await scrollY();
    const open = page.getByRole('banner').getByRole('button', { name: 'Iniciar sesión' });
    // A click where the player sees the (sticky) button: Playwright's own click first scrolls the
    // page to bring it "into view", which is not what a player's click does.
    const box = await open.boundingBox();
    if (!box) throw new Error('the login button is not on screen');
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    await expectFocused(loginDialog(page).getByRole('textbox', { name: 'Usuario' }));
    // No jump: the page behind stays where the player left it.
    expect(await scrollY()).toBe(scrolled);
    // Nor does it scroll under the popup: a wheel over the dialog and over the scrim.
    const dialogBox = await loginDialog(page).boundingBox();
    if (!dialogBox) throw new Error('the login popup is not on screen');
    await page.mouse.move(dialogBox.x + dialogBox.width / 2, dialogBox.y + dialogBox.height / 2);
    await page.mouse.wheel(0, 700);
    await page.mouse.move(4, dialogBox.y + dialogBox.height / 2);
    await page.mouse.wheel(0, 700);
    // Two frames for a scroll the wheel might have started.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    expect(await scrollY()).toBe(scrolled);
    // Escape still closes it.
    await page.keyboard.press('Escape');
    await expect(loginDialog(page)).toBeHidden();
  });

  test('/login opens the popup with the focus in Usuario', async ({ page }) => {
    await page.goto('/login');
    await expectFocused(loginDialog(page).getByRole('textbox', { name: 'Usuario' }));
  });

  test('register opens with the focus in Usuario, from /register and from the login popup', async ({ page }) => {
    await page.goto('/register');
    const register = page.getByRole('dialog', { name: 'Crear una cuenta' });
    await expectFocused(register.getByRole('textbox', { name: 'Usuario' }));

    await page.goto('/login');
    await loginDialog(page).getByRole('button', { name: 'Crear una cuenta' }).click();
    await expectFocused(register.getByRole('textbox', { name: 'Usuario' }));
  });

  test('forgot password opens with the focus in its first field, Usuario', async ({ page }) => {
    await page.goto('/login');
    await loginDialog(page).getByRole('button', { name: '¿Olvidaste tu contraseña?' }).click();
    const forgot = page.getByRole('dialog', { name: 'Recuperar la contraseña' });
    await expectFocused(forgot.getByRole('textbox', { name: 'Usuario' }));
  });
});

test('a popup without a form keeps the focus on its first control: the announcements close button', async ({
  page,
}) => {
  await page.goto('/');
  const announcements = announcementsDialog(page);
  await expectFocused(announcements.getByRole('button', { name: 'Cerrar' }).first());
});

test.describe('the member popups', () => {
  test('the member centre: change password and choose an avatar', async ({ page }) => {
    await logIn(page, 'demo_member');
    await page.goto('/member/securityCenter');
    await page.getByRole('button', { name: 'Cambiar contraseña' }).click();
    const change = page.getByRole('dialog', { name: 'Cambiar la contraseña' });
    await expectFocused(change.getByLabel('Contraseña actual'));
    await page.keyboard.press('Escape');
    await expect(change).toBeHidden();

    await page.getByRole('button', { name: 'Cambiar avatar' }).click();
    const avatar = page.getByRole('dialog', { name: 'Elige tu avatar' });
    // Its form arrives once the avatars have loaded; the radio group's stop is the chosen avatar.
    const chosen = avatar.getByRole('radio', { checked: true });
    await expectFocused(chosen);
  });

  test('the points mall: convert points and redeem a gift', async ({ page }) => {
    await logIn(page, 'e2e_points');
    await page.goto('/pointMall');
    await page.getByRole('button', { name: 'Convertir en dinero' }).click();
    const convert = page.getByRole('dialog', { name: 'Convertir puntos en dinero' });
    await expectFocused(convert.getByRole('textbox', { name: /Puntos a convertir/ }));
    await page.keyboard.press('Escape');
    await expect(convert).toBeHidden();

    await page.getByRole('button', { name: 'Canjear Taza de viaje' }).click();
    const redeem = page.getByRole('dialog', { name: 'Canjear Taza de viaje' });
    // Past the quantity's minus button (a button, not a field).
    await expectFocused(redeem.getByRole('textbox', { name: /Cantidad/ }));
  });
});

test('the agent centre: transfer to a downline and offer a contract', async ({ page }) => {
  await page.goto('/agent');
  await page.getByRole('textbox', { name: 'Usuario' }).fill('demo_agent');
  await page.getByRole('textbox', { name: 'Contraseña', exact: true }).fill('Demo1234');
  await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
  await expect(page).toHaveURL(/\/agentHome/);
  await page.goto('/agentHome/downlineManagmentView');
  const row = page.getByRole('row').filter({ hasText: 'demo_subagent' });
  await row.getByRole('button', { name: 'Transferir' }).click();
  const transfer = page.getByRole('dialog', { name: 'Transferir a demo_subagent' });
  await expectFocused(transfer.getByRole('textbox', { name: /Importe/ }));
  await page.keyboard.press('Escape');
  await expect(transfer).toBeHidden();

  await row.getByRole('button', { name: 'Ofrecer contrato' }).click();
  const offer = page.getByRole('dialog', { name: 'Ofrecer un contrato a demo_subagent' });
  await expectFocused(offer.getByRole('combobox', { name: 'Tipo de contrato' }));
});
