import type { Page } from '@playwright/test';
import { accessibilityViolations, expect, test, themeRoot } from './fixtures';
import { logIn, recordBet, skipGuestPopups } from './journeys';

// Player protection, issue 17: the reality check (item 2) over a launched game, and the safer-gambling
// page (item 5), against the embedded platform. The journeys use their own account (e2e_reality,
// password Demo1234, interval off). The e2e servers run on the real clock (no test hook moves the
// platform's), so the browser's clock is moved instead: the site counts the next check from the
// platform's login time and answer, then by the time the browser has seen pass since. Texts are
// Spanish, the default language.

const account = 'e2e_reality';
const main = (page: Page) => page.getByRole('main');
const realityDialog = (page: Page) => page.getByRole('dialog', { name: 'Control de realidad' });

/** Sets the reality check on the limits page (the page must be open). */
async function setInterval(page: Page, choice: string) {
  await main(page).getByRole('combobox', { name: 'Mostrar el control de realidad' }).click();
  await page.getByRole('option', { name: choice }).click();
  await main(page).getByRole('button', { name: 'Guardar el control de realidad' }).click();
  await expect(main(page).getByRole('status', { name: 'Control de realidad' })).toContainText(`Guardado: ${choice}.`);
}

test.describe('reality check and safer gambling', () => {
  // One account: the journeys follow each other.
  test.describe.configure({ mode: 'serial' });

  test('every 15 minutes from login, the reality check shows over a launched game with the session figures; log out from it', async ({
    page,
  }) => {
    // Login, a setting, a game and two checks: a long journey on a busy machine.
    test.setTimeout(120_000);
    // The browser's clock runs as usual until the test moves it on.
    await page.clock.install();
    await skipGuestPopups(page);
    await logIn(page, account);
    await page.goto('/member/limits');
    await setInterval(page, 'Cada 15 minutos');
    // Played in this session: 25.00 staked, 10.00 returned.
    recordBet(account, { stake: 25, payout: 10 });

    await page.goto('/');
    const game = 'Royal Phoenix Link';
    await main(page)
      .getByRole('button', { name: `Jugar ahora: ${game}` })
      .click();
    await expect(page).toHaveURL(/\/seamless\?/);
    // A game left open by an earlier run is closed first (one real-money game at a time).
    const closeOther = main(page).getByRole('button', { name: 'Cerrar el otro juego y abrir este' });
    const frame = main(page).locator('iframe');
    await expect(frame.or(closeOther)).toBeVisible();
    if (await closeOther.isVisible()) await closeOther.click();
    await expect(frame.contentFrame().getByRole('heading', { level: 1, name: game })).toBeVisible();
    await expect(realityDialog(page)).toHaveCount(0);

    await page.clock.fastForward('15:00');
    const dialog = realityDialog(page);
    await expect(dialog).toBeVisible();
    const figures = dialog.getByRole('definition');
    await expect(figures.nth(0)).toHaveText(/^\d+ min$/);
    await expect(figures.nth(1)).toHaveText('$25,00');
    await expect(figures.nth(2)).toHaveText(/^[-−]\s?\$15,00$/);
    // Over the game: nothing covers the dialog's buttons (a click would wait for them otherwise).
    const box = await dialog.boundingBox();
    expect(box).not.toBeNull();
    const onTop = await page.evaluate(
      ({ x, y }) => document.elementFromPoint(x, y)?.closest('[role="dialog"]') !== null,
      { x: (box?.x ?? 0) + (box?.width ?? 0) / 2, y: (box?.y ?? 0) + (box?.height ?? 0) / 2 },
    );
    expect(onTop).toBe(true);
    expect(await accessibilityViolations(page)).toEqual([]);

    // Continue: the next one is counted from login again, 15 minutes on.
    await dialog.getByRole('button', { name: 'Seguir jugando' }).click();
    await expect(dialog).toBeHidden();
    await page.clock.fastForward('14:00');
    await expect(realityDialog(page)).toHaveCount(0);
    await page.clock.fastForward('01:30');
    await expect(realityDialog(page)).toBeVisible();

    await realityDialog(page).getByRole('button', { name: 'Cerrar sesión' }).click();
    await expect(realityDialog(page)).toBeHidden();
    await expect(page).toHaveURL(/\/$/);
    // A guest's header (the guest's home popup may be up over it).
    await expect(
      page
        .getByRole('banner', { includeHidden: true })
        .getByRole('button', { name: 'Iniciar sesión', includeHidden: true }),
    ).toBeAttached();
  });

  test('the safer-gambling page: from the footer and the limits page, a self-assessment, the tools', async ({
    page,
  }) => {
    await skipGuestPopups(page);
    await page.goto('/');
    await page.getByRole('contentinfo').getByRole('link', { name: 'Juego más seguro' }).click();
    await expect(page).toHaveURL(/\/saferGambling$/);
    await expect(main(page).getByRole('heading', { level: 1, name: 'Juego más seguro' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: /FEJAR/ })).toHaveAttribute('href', 'https://www.fejar.org');

    await logIn(page, account);
    await page.goto('/member/limits');
    await setInterval(page, 'Nunca (desactivado)');
    await main(page).getByRole('link', { name: 'Juego más seguro: ayuda y autoevaluación' }).click();
    await expect(page).toHaveURL(/\/saferGambling$/);

    // What the page sends the platform: anything but a read. The page's own reads (the marquee's
    // announcements, a revalidation) may come meanwhile: a clean-clone run caught one.
    const requests: string[] = [];
    page.on('request', (request) => {
      if (['fetch', 'xhr'].includes(request.resourceType()) && request.method() !== 'GET') {
        requests.push(`${request.method()} ${request.url()}`);
      }
    });
    await main(page)
      .getByRole('checkbox', { name: /más de lo que podía permitirme perder/ })
      .click();
    await main(page)
      .getByRole('checkbox', { name: /recuperar lo que había perdido/ })
      .click();
    await main(page).getByRole('button', { name: 'Ver mi resultado' }).click();
    const result = main(page).getByRole('status', { name: 'Tu resultado' });
    await expect(result).toContainText('Has marcado 2 de 5.');
    await expect(result).toContainText('Algunas respuestas muestran señales de riesgo.');
    // Worked out in the page: nothing was sent.
    expect(requests).toEqual([]);

    await main(page).getByRole('link', { name: 'Seguridad de la cuenta' }).click();
    await expect(page).toHaveURL(/\/member\/securityCenter$/);
    await page.goBack();
    await main(page).getByRole('link', { name: 'Control de realidad' }).click();
    await expect(page).toHaveURL(/\/member\/limits$/);
    await expect(main(page).getByRole('combobox', { name: 'Mostrar el control de realidad' })).toBeVisible();
  });
});

for (const theme of ['dark', 'light'] as const) {
  test(`the safer-gambling page has no accessibility violations (${theme})`, async ({ page }) => {
    await page.addInitScript((mode) => localStorage.setItem('lobby.theme', mode), theme);
    await skipGuestPopups(page);
    await page.goto('/saferGambling');
    await expect(themeRoot(page)).toHaveAttribute('data-theme', theme);
    await main(page).getByRole('button', { name: 'Ver mi resultado' }).click();
    await expect(main(page).getByRole('status', { name: 'Tu resultado' })).toBeVisible();
    expect(await accessibilityViolations(page)).toEqual([]);
  });
}
