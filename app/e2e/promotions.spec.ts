import type { Locator, Page, Request } from '@playwright/test';
import { expect, test } from './fixtures';
import { balanceGroup, logIn, settle } from './journeys';
import { fixedNow, holdStill, shootInBothModes } from './screens';

// Promotions, the application with images, the reward centre, the activity centre, jackpot and
// news (issue 7; SPEC.md sections 2, 4, 5 and 7), in Spanish (the default language), against the
// embedded platform. The journeys change state, so they use e2e_promotions (seeded by the
// promotions domain: three rewards to claim, a red envelope to open; password Demo1234), never
// demo_member; the screenshots show demo_member's seed, read only.

test.use({ viewport: { width: 1440, height: 900 } });

const e2eAccount = 'e2e_promotions';
const claimPath = '/wps/relay/MCS2_claimReward';

/** An image file made in the test: `head` bytes first (a png or jpg signature, or a gif's). */
function image(name: string, mimeType: string, head: readonly number[], size = 4096) {
  const buffer = Buffer.alloc(size, 7);
  Buffer.from(head).copy(buffer);
  return { name, mimeType, buffer };
}

const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const jpg = [0xff, 0xd8, 0xff, 0xe0];
const gif = [0x47, 0x49, 0x46, 0x38, 0x39, 0x61];

/** An amount as a number, whatever the grouping ("$10.370,50" in Spanish). */
const amountOf = (text: string) => Number(text.replace(/[^\d,]/g, '').replace(',', '.'));

async function balanceNow(page: Page): Promise<number> {
  return amountOf(await balanceGroup(page).getByText(/\$/).innerText());
}

/**
 * The balance a journey starts from, once the page has loaded it: read at once after the page
 * opened, it was once 10 less than the platform's (CI run 24: the claim then looked like a credit of
 * 20 for a reward of 10).
 */
async function balanceAtRest(page: Page): Promise<number> {
  await settle(page);
  return balanceNow(page);
}

/** The POST requests sent to a path, as they leave the page. */
function watchPosts(page: Page, path: string): Request[] {
  const sent: Request[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === path) sent.push(request);
  });
  return sent;
}

const rewardRow = (page: Page, title: string) =>
  page.getByRole('list', { name: 'Recompensas' }).getByRole('listitem').filter({ hasText: title });

test.describe('promotions journeys', () => {
  test.describe('the application', () => {
    test('applies with images: a 6 MB image and a gif are refused, a png and a jpg are sent', async ({ page }) => {
      await logIn(page, e2eAccount, { reuse: true });
      await page.goto('/promotions');
      const card = page.getByRole('article', { name: 'Comparte tu gran premio' });
      await card.getByRole('button', { name: 'Solicitar' }).click();
      const dialog = page.getByRole('dialog', { name: 'Comparte tu gran premio' });
      const remark = dialog.getByRole('textbox', { name: 'Comentario' });
      await remark.fill('Mi gran premio en Fortune Tiger');
      const picker = dialog.getByLabel(/Imágenes/);
      await picker.setInputFiles([
        image('enorme.png', 'image/png', png, 6 * 1024 * 1024),
        image('fiesta.gif', 'image/gif', gif),
      ]);
      await expect(dialog.getByText('enorme.png: supera el límite de 5 MB.')).toBeVisible();
      await expect(dialog.getByText('fiesta.gif: solo se permiten archivos PNG o JPG.')).toBeVisible();
      await expect(remark).toHaveValue('Mi gran premio en Fortune Tiger');

      const uploads = watchPosts(page, '/wps/relay/MCS2_uploadActivityImage');
      await picker.setInputFiles([
        image('boleto.png', 'image/png', png, 700 * 1024),
        image('foto.jpg', 'image/jpeg', jpg),
      ]);
      await expect(dialog.getByRole('img', { name: /^Vista previa de/ })).toHaveCount(2);
      await dialog.getByRole('button', { name: 'Enviar solicitud' }).click();
      await expect(page.getByText('Solicitud enviada', { exact: true })).toBeVisible();
      await expect(dialog.getByText('En revisión', { exact: true })).toBeVisible();
      await expect(dialog.getByText(/2 imágenes adjuntas/)).toBeVisible();
      // The png in two pieces (a body holds at most 1 MB), the jpg in one.
      expect(uploads).toHaveLength(3);
      await dialog.getByRole('button', { name: 'Cerrar' }).click();
      await expect(card.getByText('En revisión', { exact: true })).toBeVisible();
    });
  });

  test('claims a reward once on a double click: one request, the balance and the badge follow', async ({ page }) => {
    await logIn(page, e2eAccount, { reuse: true });
    await page.goto('/member/rewardCenter');
    const claims = watchPosts(page, claimPath);
    const row = rewardRow(page, 'Regalo de cumpleaños');
    const before = await balanceAtRest(page);
    await row.getByRole('button', { name: /^Reclamar Regalo de cumpleaños/ }).dblclick();
    await expect(page.getByText('$20,00 ya está en tu billetera principal.', { exact: true })).toBeVisible();
    await expect(row.getByText('Reclamada', { exact: true })).toBeVisible();
    expect(claims).toHaveLength(1);
    await expect.poll(() => balanceNow(page)).toBeCloseTo(before + 20, 2);
    const menu = page.getByRole('navigation', { name: 'Centro de miembros' });
    await expect(menu.getByRole('link', { name: /Centro de recompensas.*2/ })).toBeVisible();
  });

  test.describe('a claim that fails', () => {
    test.use({ expectedConsole: [[/Failed to load resource/, /net::ERR_/], { scope: 'test' }] });

    test('loses nothing and is claimed on retry, with the same Idempotency-Key', async ({ page }) => {
      await logIn(page, e2eAccount, { reuse: true });
      await page.goto('/member/rewardCenter');
      const claims = watchPosts(page, claimPath);
      const row = rewardRow(page, 'Regalo de bienvenida');
      const before = await balanceAtRest(page);
      // First the platform is unreachable, then it answers 500: neither reaches the wallet.
      let faulted = 0;
      for (const fault of ['abort', 500] as const) {
        await page.route(`**${claimPath}`, async (route) => {
          await (fault === 'abort' ? route.abort() : route.fulfill({ status: 500, body: 'down' }));
          faulted += 1;
        });
        await row.getByRole('button', { name: /^Reclamar Regalo de bienvenida/ }).click();
        // This click's own request, faulted: the first fault's toast may still be showing, and the
        // route must not go before the request has met it (CI, ec3118f: it went first, the second
        // claim reached the platform, and the reward was claimed before the last click).
        await expect.poll(() => faulted).toBe(fault === 'abort' ? 1 : 2);
        await expect(page.getByText('No se pudo completar', { exact: true }).last()).toBeVisible();
        await page.unroute(`**${claimPath}`);
        await expect(row.getByRole('button', { name: /^Reclamar Regalo de bienvenida/ })).toBeEnabled();
        await expect(row.getByText('Por reclamar', { exact: true })).toBeVisible();
      }
      expect(await balanceNow(page)).toBeCloseTo(before, 2);
      await row.getByRole('button', { name: /^Reclamar Regalo de bienvenida/ }).click();
      await expect(page.getByText('$10,00 ya está en tu billetera principal.', { exact: true })).toBeVisible();
      await expect(row.getByText('Reclamada', { exact: true })).toBeVisible();
      await expect.poll(() => balanceNow(page)).toBeCloseTo(before + 10, 2);
      const keys = await Promise.all(claims.map((claim) => claim.headerValue('idempotency-key')));
      expect(keys).toHaveLength(3);
      expect(new Set(keys).size).toBe(1);
    });
  });

  test('opens a red envelope in the activity centre: the prize is shown once and credited', async ({ page }) => {
    await logIn(page, e2eAccount, { reuse: true });
    await page.goto('/promotions');
    await page
      .getByRole('navigation', { name: 'Páginas de promociones' })
      .getByRole('link', { name: 'Centro de actividades' })
      .click();
    await expect(page).toHaveURL(/\/activity$/);
    const draws = page.getByRole('region', { name: 'Sobres rojos y sorteos' });
    const envelope = draws.getByRole('article', { name: 'Lluvia de sobres rojos' });
    const before = await balanceAtRest(page);
    await envelope.getByRole('button', { name: 'Abrir el sobre' }).click();
    const reveal = envelope.getByRole('status');
    await expect(reveal).toContainText('¡Felicidades! Ganaste');
    const won = amountOf((/Ganaste ([^ ]+)\./.exec(await reveal.innerText()) ?? [])[1] ?? '');
    expect(won).toBeGreaterThanOrEqual(1.88);
    await expect.poll(() => balanceNow(page)).toBeCloseTo(before + won, 2);
    await page.reload();
    await expect(draws.getByRole('article', { name: 'Lluvia de sobres rojos' }).getByText(/^Ganaste/)).toBeVisible();
    await expect(draws.getByRole('article', { name: 'Lluvia de sobres rojos' }).getByRole('status')).toHaveText('');
  });
});

// ── Page screenshots (dark and light): demo_member, read only ────────────────────────────────────

/**
 * What changes from one run to the next: dates the platform seeds relative to its start, the jackpot
 * amounts (they grow every second), and the side menu's iOS code (it carries the session's token).
 */
function changing(page: Page): Locator[] {
  return [
    page.getByRole('img', { name: /^Descarga la aplicación/ }),
    page.getByText(/\d{2}\/\d{2}\/\d{4}/),
    page.locator('[data-jackpot-amount]'),
  ];
}

const screens = [
  { name: 'promotions', path: '/promotions', ready: (page: Page) => page.getByRole('article').first() },
  {
    name: 'detail',
    path: '/promotions?id=8',
    ready: (page: Page) => page.getByRole('dialog', { name: 'Seguro de combinadas de fútbol' }).getByText(/^Motivo/),
  },
  {
    name: 'rewardCenter',
    path: '/member/rewardCenter',
    ready: (page: Page) => rewardRow(page, 'Regalo de cumpleaños'),
  },
  {
    name: 'activity',
    path: '/activity',
    ready: (page: Page) => page.getByRole('region', { name: 'Mis actividades' }).getByRole('article').first(),
  },
  { name: 'jackpot', path: '/jackpot', ready: (page: Page) => page.getByRole('cell').first() },
  { name: 'news', path: '/news', ready: (page: Page) => page.getByRole('article').first() },
] as const;

// One login: the pages are visited in turn, each shot in the theme it loads in (dark first) and then
// in the other (screens.ts: shootInBothModes), and each shot is compared on its own (a soft expectation: one difference
// does not hide the others). A login per page cost about 4.5 s.
test('promotions pages (dark and light)', async ({ page }) => {
  test.setTimeout(240_000);
  await holdStill(page, { clock: false });
  await logIn(page, 'demo_member', { reuse: true });
  // The footer's year and the jackpot's count: a fixed clock once logged in.
  await page.clock.setFixedTime(fixedNow);
  for (const { name, path, ready } of screens) {
    await test.step(name, async () => {
      await page.goto(path);
      await expect(ready(page)).toBeVisible();
      await settle(page);
      await shootInBothModes(page, `promotions-${name}`, { soft: true, fullPage: true, mask: changing(page) });
    });
  }
});
