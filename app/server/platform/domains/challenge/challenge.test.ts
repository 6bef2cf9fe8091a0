// Issue 16 item 3: a hosted human-verification challenge (LOBBY_HUMAN_CHECK_PROVIDER=hosted), its
// settings, its verifier, and the stand-in the embedded platform serves when none is configured.
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ErrorCode, type LoginValue, type RegisterSettingsValue, type SmsValue } from '@lobby/contract';
import { createFailureLog } from '../../../failureLog';
import { challengeStandIn, optionsFromEnv, parseHostedChallenge } from '../../config';
import { hostedVerifier, siteverifyOver } from '../../humanCheck';
import { call, solvedChallenge, testPlatform } from '../../testing';
import { challengeService } from '.';

let clock = Date.UTC(2026, 4, 1);
const platform = testPlatform({
  now: () => clock,
  humanCheck: ['login', 'sms', 'register'],
  humanCheckProvider: 'hosted',
});
afterAll(() => platform.close());

const turnstile = {
  LOBBY_CHALLENGE_SCRIPT: 'https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit',
  LOBBY_CHALLENGE_API: 'turnstile',
  LOBBY_CHALLENGE_SITE_KEY: '0x4AAAAAAA',
  LOBBY_CHALLENGE_SECRET: '0x4AAAAAAA-secret',
  LOBBY_CHALLENGE_VERIFY_URL: 'https://challenges.cloudflare.com/turnstile/v0/siteverify',
};

describe('LOBBY_HUMAN_CHECK_PROVIDER and LOBBY_CHALLENGE_*', () => {
  it('takes all five, or none (the stand-in)', () => {
    expect(parseHostedChallenge({ LOBBY_HUMAN_CHECK_PROVIDER: 'hosted', ...turnstile })).toEqual({
      humanCheckProvider: 'hosted',
      challenge: {
        script: turnstile.LOBBY_CHALLENGE_SCRIPT,
        api: 'turnstile',
        siteKey: '0x4AAAAAAA',
        secret: '0x4AAAAAAA-secret',
        verifyUrl: turnstile.LOBBY_CHALLENGE_VERIFY_URL,
      },
    });
    expect(optionsFromEnv({ LOBBY_HUMAN_CHECK_PROVIDER: 'hosted' })).toEqual({ humanCheckProvider: 'hosted' });
    expect(optionsFromEnv({})).toEqual({});
    const plain = testPlatform();
    expect(plain.config).toMatchObject({
      humanCheckProvider: 'captcha',
      challenge: { script: '/wps/challenge/api.js', api: 'lobbyChallenge', verifyUrl: null },
    });
    plain.close();
  });

  it('names the missing ones when only some are set', () => {
    expect(() => parseHostedChallenge({ LOBBY_CHALLENGE_SITE_KEY: 'key', LOBBY_CHALLENGE_SECRET: 'secret' })).toThrow(
      'LOBBY_CHALLENGE_SCRIPT, LOBBY_CHALLENGE_API, LOBBY_CHALLENGE_VERIFY_URL must be set too',
    );
  });

  it('refuses another provider, naming the allowed ones', () => {
    expect(() => optionsFromEnv({ LOBBY_HUMAN_CHECK_PROVIDER: 'turnstile' })).toThrow(
      'LOBBY_HUMAN_CHECK_PROVIDER must be one of captcha, hosted, not "turnstile"',
    );
  });

  it('wants https (or a path of the site for the script) and a global name', () => {
    expect(() => parseHostedChallenge({ ...turnstile, LOBBY_CHALLENGE_SCRIPT: 'http://cdn.example/api.js' })).toThrow(
      'LOBBY_CHALLENGE_SCRIPT must be an https URL or a path of this site',
    );
    expect(() => parseHostedChallenge({ ...turnstile, LOBBY_CHALLENGE_SCRIPT: '//cdn.example/api.js' })).toThrow(
      /LOBBY_CHALLENGE_SCRIPT/,
    );
    expect(parseHostedChallenge({ ...turnstile, LOBBY_CHALLENGE_SCRIPT: '/own/api.js' }).challenge?.script).toBe(
      '/own/api.js',
    );
    expect(() =>
      parseHostedChallenge({ ...turnstile, LOBBY_CHALLENGE_VERIFY_URL: 'http://challenges.example/siteverify' }),
    ).toThrow('LOBBY_CHALLENGE_VERIFY_URL must be an https URL');
    expect(() => parseHostedChallenge({ ...turnstile, LOBBY_CHALLENGE_API: 'window.x' })).toThrow(
      /LOBBY_CHALLENGE_API/,
    );
  });
});

describe('the hosted verifier against the stand-in, in process', () => {
  const lines: string[] = [];
  const failures = createFailureLog({ write: (line) => lines.push(line), now: () => clock });
  const verifier = hostedVerifier(challengeStandIn, challengeService(platform.ctx).siteverify, failures);
  const refusal = async (promise: Promise<void>) => {
    try {
      await promise;
      return 'passed';
    } catch (error) {
      return (error as { errorCode?: string }).errorCode;
    }
  };

  it('passes a fresh token once; a second use is wrong', async () => {
    const { challengeToken } = await solvedChallenge(platform);
    expect(await refusal(verifier.verify({ challengeToken }, '203.0.113.5'))).toBe('passed');
    expect(await refusal(verifier.verify({ challengeToken }))).toBe(ErrorCode.CAPTCHA_WRONG);
  });

  it('refuses none (required), a tampered one, an expired one and a wrong secret (wrong)', async () => {
    expect(await refusal(verifier.verify({}))).toBe(ErrorCode.CAPTCHA_REQUIRED);
    const { challengeToken } = await solvedChallenge(platform);
    const [payload = '', signature = ''] = challengeToken.split('.');
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as { t: number };
    const later = Buffer.from(JSON.stringify({ ...claims, t: claims.t + 1 })).toString('base64url');
    expect(await refusal(verifier.verify({ challengeToken: `${later}.${signature}` }))).toBe(ErrorCode.CAPTCHA_WRONG);
    const stranger = hostedVerifier({ secret: 'not-the-secret' }, challengeService(platform.ctx).siteverify, failures);
    expect(await refusal(stranger.verify({ challengeToken }))).toBe(ErrorCode.CAPTCHA_WRONG);
    expect(lines).toEqual([expect.stringContaining('refused the secret (invalid-input-secret)')]);
    clock += 5 * 60_000;
    expect(await refusal(verifier.verify({ challengeToken }))).toBe(ErrorCode.CAPTCHA_WRONG);
    expect(lines.join()).not.toContain(challengeToken);
  });

  it("answers Turnstile's shape at /wps/challenge/siteverify", async () => {
    const siteverify = (form: Record<string, string>) =>
      call(platform, 'POST', '/wps/challenge/siteverify', { form }).then((result) => result.envelope as unknown);
    const { challengeToken } = await solvedChallenge(platform);
    expect(await siteverify({ secret: challengeStandIn.secret, response: challengeToken, remoteip: '::1' })).toEqual({
      success: true,
      'error-codes': [],
      challenge_ts: new Date(clock).toISOString(),
      hostname: 'localhost',
    });
    expect(await siteverify({ secret: challengeStandIn.secret, response: challengeToken })).toEqual({
      success: false,
      'error-codes': ['timeout-or-duplicate'],
    });
    expect(await siteverify({ secret: challengeStandIn.secret })).toMatchObject({
      'error-codes': ['missing-input-response'],
    });
    expect(await siteverify({ secret: challengeStandIn.secret, response: 'abc.def' })).toMatchObject({
      'error-codes': ['invalid-input-response'],
    });
    expect(await siteverify({ secret: 'x', response: 'abc.def' })).toMatchObject({
      'error-codes': ['invalid-input-secret'],
    });
  });
});

describe('the hosted verifier over HTTP', () => {
  let server: Server;
  let base = '';
  beforeAll(async () => {
    server = createServer((request, response) => {
      if (request.url === '/slow') return; // never answers
      response.writeHead(200, { 'Content-Type': 'text/html' }).end('<html>Bad gateway</html>');
    });
    await new Promise<void>((resolve) => server.listen(5311, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.closeAllConnections();
    server.close();
  });

  it('is wrong when the service times out or answers HTML, and logs each kind once', async () => {
    const lines: string[] = [];
    const failures = createFailureLog({ write: (line) => lines.push(line) });
    const slow = hostedVerifier({ secret: 's' }, siteverifyOver(`${base}/slow`, 200), failures);
    const html = hostedVerifier({ secret: 's' }, siteverifyOver(`${base}/html`), failures);
    for (const verifier of [slow, slow, html, html]) {
      await expect(verifier.verify({ challengeToken: 'secret-token' }, '203.0.113.5')).rejects.toMatchObject({
        errorCode: ErrorCode.CAPTCHA_WRONG,
      });
    }
    expect(lines).toEqual([
      '[lobby] The hosted challenge (LOBBY_CHALLENGE_VERIFY_URL): timed out',
      '[lobby] The hosted challenge (LOBBY_CHALLENGE_VERIFY_URL): answered something other than JSON',
    ]);
  });
});

describe('login, SMS and register with the hosted challenge required', () => {
  const member = { username: 'demo_member', password: 'Demo1234', type: 'username' };
  const loginCall = (body: Record<string, unknown>) =>
    call<LoginValue>(platform, 'POST', '/wps/session/login', { body, sealed: true });
  const smsLogin = (body: Record<string, unknown>) =>
    call<SmsValue>(platform, 'POST', '/wps/verification/sms/noLogin', {
      body: { countryDialingCode: '66', mobileNum: '812345678', ...body },
    });

  it('tells the site the widget and the token rule in the register settings', async () => {
    const settings = (await call<RegisterSettingsValue>(platform, 'GET', '/wps/system/setting/register')).envelope
      .value as RegisterSettingsValue;
    expect(settings.humanCheck).toEqual({
      provider: 'hosted',
      required: ['login', 'sms', 'register'],
      hosted: { script: '/wps/challenge/api.js', api: 'lobbyChallenge', siteKey: challengeStandIn.siteKey },
    });
    expect(settings.rules.captcha).toMatchObject({ patternId: 'ANY', minLength: 1, maxLength: 4096 });
    expect(settings.fields.captcha).toEqual({ shown: true, required: true });
  });

  it('refuses a login without a token and lets one in with a fresh one', async () => {
    expect((await loginCall(member)).envelope).toMatchObject({
      errorCode: ErrorCode.CAPTCHA_REQUIRED,
      value: { captcha: true },
    });
    const fresh = await solvedChallenge(platform);
    expect((await loginCall({ ...member, ...fresh })).envelope.value?.userName).toBe('demo_member');
    expect((await loginCall({ ...member, ...fresh })).envelope.errorCode).toBe(ErrorCode.CAPTCHA_WRONG);
  });

  it('refuses an SMS send without a token and sends with a fresh one', async () => {
    expect((await smsLogin({})).envelope.errorCode).toBe(ErrorCode.CAPTCHA_REQUIRED);
    expect((await smsLogin({ challengeToken: 'x'.repeat(4097) })).envelope.errorCode).toBe(ErrorCode.VALIDATION);
    const sent = await smsLogin(await solvedChallenge(platform));
    expect(sent.envelope).toEqual({ success: true, value: { expiredMinutes: 5 } });
  });

  it('refuses a registration without a token and registers with a fresh one', async () => {
    const body = { username: 'hosted01', mobileNum: '876543299', countryDialingCode: '66' };
    const code = async () => {
      clock += 61_000;
      await call(platform, 'POST', '/wps/verification/sms/register', {
        body: { countryDialingCode: '66', mobileNo: '876543299', ...(await solvedChallenge(platform)) },
      });
      const line = platform.logs.findLast((entry) => entry.includes('876543299')) ?? '';
      return /: (\d{6}) /.exec(line)?.[1] ?? '';
    };
    const register = async (more: Record<string, unknown>) =>
      call<LoginValue>(platform, 'PUT', '/wps/member/register', {
        body: { password: 'Secret12', confirmPassword: 'Secret12', termsAccepted: true, ...body, ...more },
        sealed: true,
      });
    const without = await register({ verificationCode: await code() });
    expect(without.envelope).toMatchObject({ errorCode: ErrorCode.CAPTCHA_REQUIRED });
    const passed = await register({ verificationCode: await code(), ...(await solvedChallenge(platform)) });
    expect(passed.envelope.value?.userName).toBe('hosted01');
  });
});

describe("the stand-in's widget", () => {
  const get = (path: string) => platform.request(path);
  const frame = (query: Record<string, string>) =>
    get(
      `/wps/challenge/frame?${String(new URLSearchParams({ sitekey: challengeStandIn.siteKey, theme: 'dark', origin: 'https://site.example', id: 'lobby-challenge-1', ...query }))}`,
    );

  it('serves api.js as a cached script defining lobbyChallenge', async () => {
    const response = await get('/wps/challenge/api.js');
    expect(response.headers.get('Content-Type')).toBe('text/javascript; charset=utf-8');
    expect(response.headers.get('Cache-Control')).toMatch(/max-age=86400/);
    const script = await response.text();
    expect(script).toContain('window["lobbyChallenge"] = { render: render, reset: reset, remove: remove }');
    expect(script).toContain("iframe.width = '300'");
  });

  it("serves the frame under its own nonce'd policy, framed by the site", async () => {
    const response = await frame({ lang: 'en' });
    expect(response.status).toBe(200);
    expect(response.headers.get('Content-Type')).toBe('text/html; charset=utf-8');
    const policy = response.headers.get('Content-Security-Policy') ?? '';
    const nonce = /script-src 'self' 'nonce-([^']+)'/.exec(policy)?.[1] ?? '';
    expect(nonce).not.toBe('');
    expect(policy).toContain(`style-src 'self' 'nonce-${nonce}'`);
    expect(policy).toContain("frame-ancestors 'self' https://site.example");
    expect(response.headers.get('X-Frame-Options')).toBeNull();
    const page = await response.text();
    expect(page).toContain(`<script nonce="${nonce}">`);
    expect(page).toContain(`<style nonce="${nonce}">`);
    expect(page).toContain('<input type="checkbox" id="check"><span class="texts"><label for="check">I am not a robot');
    expect(page).toContain('<body class="dark"');
    expect(page).toContain('data-origin="https://site.example"');
  });

  it('speaks Spanish by default, and English and Thai', async () => {
    expect(await (await frame({})).text()).toContain('No soy un robot');
    expect(await (await frame({ lang: 'es' })).text()).toContain('<html lang="es" dir="ltr">');
    expect(await (await frame({ lang: 'th' })).text()).toContain('ฉันไม่ใช่โปรแกรมอัตโนมัติ');
  });

  it('shows an error for an unknown site key, and gives it no token', async () => {
    const response = await frame({ sitekey: 'someone-else', lang: 'en' });
    expect(response.status).toBe(400);
    const page = await response.text();
    expect(page).toContain('unknown site key');
    expect(page).not.toContain('type="checkbox"');
    const answer = await platform.request('/wps/challenge/answer', {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: 'sitekey=someone-else',
    });
    expect([answer.status, await answer.json()]).toEqual([400, { error: 'invalid-sitekey' }]);
  });
});
