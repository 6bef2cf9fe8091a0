import { legacyEncryptionScheme, sessionPaths, type Envelope, type RsaKeyValue } from '@lobby/contract';
import { accessibilityViolations, expect, test } from './fixtures';
import { balanceGroup, headerBalance, logIn, notifications, requestDeposit, settle } from './journeys';

// The operators' own payload cipher (issue 16 item 13): a site started with PLATFORM_CIPHER=legacy and
// LOBBY_CIPHER=legacy (playwright.config.ts: servers.legacyCipher, a platform of its own) seals the
// login with raw RSA and DES-ECB, and the player's journey goes on as on any site: logged in, a
// deposit requested, settled (1.5 s here) and shown in the balance.

test('a whole login and deposit with the legacy cipher', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const key = page.waitForResponse((response) => new URL(response.url()).pathname === sessionPaths.rsaKey);
  const login = page.waitForRequest(
    (request) => new URL(request.url()).pathname === sessionPaths.login && request.method() === 'POST',
  );
  await page.goto('/');
  // The legacy cipher's code is not in the page's first scripts: it comes with the key that names it.
  expect(scripts.filter((path) => path.includes('legacyCipher'))).toEqual([]);

  // The journeys' wallet account, on this server's own database.
  await logIn(page, 'e2e_wallet');
  const published = ((await (await key).json()) as Envelope<RsaKeyValue>).value;
  expect(published?.scheme).toBe(legacyEncryptionScheme);
  const sent = await login;
  expect(sent.headers().encryption).toMatch(new RegExp(`^${legacyEncryptionScheme.replace(/\+/g, '\\+')}; keyid=`));
  // `<base64 of the 256-byte wrapped key>.<base64 of whole DES blocks>`, and no password in the clear.
  const value = (sent.postDataJSON() as { value: string }).value;
  expect(value).toMatch(/^[A-Za-z0-9+/]{342}==\.[A-Za-z0-9+/]+={0,2}$/);
  expect(sent.postData()).not.toContain('Demo1234');
  expect(scripts.filter((path) => path.includes('legacyCipher'))).toHaveLength(1);

  await page.goto('/member/depositv2');
  await expect(balanceGroup(page).getByText(/\$/)).toBeVisible();
  // The deposit page as this server's cipher brought it, its calls answered: axe finds nothing.
  await expect(page.getByRole('textbox', { name: /Importe a depositar/ })).toBeVisible();
  await settle(page);
  expect(await accessibilityViolations(page)).toEqual([]);
  const before = await headerBalance(page);
  await requestDeposit(page, 150);
  await expect(notifications(page).getByText('Depósito acreditado')).toBeVisible({ timeout: 20_000 });
  await expect.poll(() => headerBalance(page)).toBeCloseTo(before + 150, 2);
});
