// @vitest-environment jsdom
import { createHash, randomBytes } from 'node:crypto';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderSite, startPlatform } from '../../../test/platform';
import { locationNow } from '../../../test/site';
import { LinkedAccounts } from './LinkedAccounts';

const harness = startPlatform();
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});
vi.setConfig({ testTimeout: 20_000 });

/** An ID token of the platform's stand-in provider for a typed identity, as the site's server gets one. */
async function standInIdToken(channel: 'google' | 'facebook', email: string): Promise<string> {
  const platform = harness.platform();
  const verifier = randomBytes(32).toString('base64url');
  const redirect = `http://localhost/auth/${channel}/callback`;
  const consent = await platform.request(`/wps/idp/${channel}/authorize`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      response_type: 'code',
      client_id: 'lobby-site',
      redirect_uri: redirect,
      scope: 'openid',
      code_challenge: createHash('sha256').update(verifier).digest('base64url'),
      code_challenge_method: 'S256',
      action: 'allow',
      account: 'another',
      name: 'Linked Player',
      email,
    }).toString(),
  });
  const code = new URL(consent.headers.get('location') ?? '').searchParams.get('code') ?? '';
  const token = await platform.request(`/wps/idp/${channel}/token`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'authorization_code',
      code,
      code_verifier: verifier,
      redirect_uri: redirect,
      client_id: 'lobby-site',
      client_secret: 'lobby-stand-in-secret',
    }).toString(),
  });
  return ((await token.json()) as { id_token: string }).id_token;
}

const handoffPath = '/auth/handoff';

/** The site's server's one-time handoff (POST /auth/handoff), as it answers after the callback. */
function handOver(value: unknown) {
  const original = globalThis.fetch;
  return vi
    .spyOn(globalThis, 'fetch')
    .mockImplementation((input, init) =>
      input === handoffPath ? Promise.resolve(Response.json(value)) : original(input, init),
    );
}

describe('linked accounts (issue 16 item 2)', () => {
  it('links the identity the provider sent back, once, then unlinks it', async () => {
    const user = userEvent.setup();
    const idToken = await standInIdToken('facebook', 'linked.player@example.com');
    const handoff = handOver({ channel: 'facebook', idToken, intent: 'link' });
    renderSite(<LinkedAccounts />, {
      api: await harness.loginAs('e2e_linking'),
      path: '/member/securityCenter?thirdParty=link',
    });
    expect(await screen.findByText('Facebook is linked to your account.')).toBeTruthy();
    expect(await screen.findByText(/Linked: linked.player@example.com/)).toBeTruthy();
    expect(screen.getByText('Not linked')).toBeTruthy();
    expect(handoff.mock.calls.filter(([input]) => input === handoffPath)).toHaveLength(1);
    expect(locationNow()).toBe('/member/securityCenter');

    await user.click(screen.getByRole('button', { name: 'Unlink Facebook' }));
    expect(await screen.findByText('Facebook is no longer linked to your account.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Link Facebook' })).toBeTruthy();
  });

  it('says the player cancelled at the provider', async () => {
    renderSite(<LinkedAccounts />, {
      api: await harness.loginAs('e2e_linking'),
      path: '/member/securityCenter?thirdParty=error&reason=cancelled',
    });
    expect(await screen.findByText('You cancelled the linking with the provider.')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Link Google' })).toBeTruthy();
    expect(locationNow()).toBe('/member/securityCenter');
  });
});
