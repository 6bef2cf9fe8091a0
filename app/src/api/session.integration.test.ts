import { describe, expect, it } from 'vitest';
import { startPlatform } from '../test/platform';
import { ApiError } from './apiError';
import { getMemberInfo } from './member';
import { getCaptcha, login, loginFreePlay, logout } from './session';

const harness = startPlatform();

describe('session calls against the embedded platform', () => {
  it('logs in with a sealed payload, reads member info, logs out', async () => {
    const { client } = await harness.loginAs('demo_member');
    const info = await getMemberInfo(client);
    expect(info.account).toBe('demo_member');
    await logout(client);
  });

  it('refuses a wrong password with the catalogue key', async () => {
    const error: unknown = await login(harness.api().client, {
      username: 'demo_member',
      password: 'wrong-one',
      type: 'username',
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ kind: 'business', messageKey: 'wrongCredentials' });
  });

  it('answers a captcha image and a free-play session', async () => {
    const captcha = await getCaptcha(harness.api().client);
    expect(captcha.image).toMatch(/^data:image\/svg\+xml/);
    const session = await loginFreePlay(harness.api().client);
    expect(session.token).not.toBe('');
  });
});
