import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import {
  type CustomerServiceValue,
  countryFlagPath,
  ErrorCode,
  type HelpCenterValue,
  type RegisterSettingsValue,
  type SystemStatusValue,
  type WhitelabelValue,
} from '@lobby/contract';
import { openDatabase } from '../../db';
import { call, testPlatform } from '../../testing';
import { countryFlagSvg } from './flags';
import { matchesRule, registerRules } from './register-rules';

const platform = testPlatform();
afterAll(() => platform.close());

/** The client's side of the customer-service scheme (wire type CustomerServiceEntry). */
function decryptPath(path: string): string {
  const key = Buffer.from(path.slice(-8), 'utf8');
  const bytes = Buffer.from(path.slice(0, -8), 'base64url').map((byte, index) => byte ^ (key[index % 8] ?? 0));
  return Buffer.from(bytes).toString('utf8');
}

describe('GET /wps/system/status', () => {
  it('answers status 0 with the configuration and the caller address', async () => {
    const { envelope } = await call<SystemStatusValue>(platform, 'GET', '/wps/system/status', {
      ip: '::ffff:203.0.113.9',
    });
    expect(envelope.value?.info).toMatchObject({ status: 0, maintenance: false, regionRestriction: false });
    expect(envelope.value?.info.config).toMatchObject({
      defaultLanguage: 'ES',
      supportedLanguages: ['EN', 'ES', 'TH'],
    });
    expect(envelope.value?.location).toEqual({ ip: '203.0.113.9' });
  });

  it('answers the Google tag when one is configured (LOBBY_GTAG_ID), else none', async () => {
    const status = async (of: typeof platform) =>
      (await call<SystemStatusValue>(of, 'GET', '/wps/system/status')).envelope.value?.info.config.gtagId;
    expect(await status(platform)).toBe('');
    const configured = testPlatform({ gtagId: 'G-TEST1234' });
    try {
      expect(await status(configured)).toBe('G-TEST1234');
    } finally {
      configured.close();
    }
  });

  it('names the app downloads among its resources, and serves their pages', async () => {
    const { envelope } = await call<SystemStatusValue>(platform, 'GET', '/wps/system/status');
    const resources = envelope.value?.info.config.resources ?? [];
    expect(resources.map((resource) => resource.resourceType)).toEqual(['IOS', 'ANDROID']);
    for (const resource of resources) {
      const response = await platform.request(`${resource.url}?lang=en&token=abc`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toContain('text/html');
    }
  });

  it('answers 1 in maintenance and 2 when blocked', async () => {
    for (const [status, code] of [
      ['maintenance', 1],
      ['blocked', 2],
    ] as const) {
      const other = testPlatform({ status });
      const { envelope } = await call<SystemStatusValue>(other, 'GET', '/wps/system/status');
      expect(envelope.value?.info.status).toBe(code);
      other.close();
    }
  });
});

describe('the module tree and the register settings', () => {
  it('reflects the enabled modules', async () => {
    const other = testPlatform({ modules: ['FREEPLAY3'] });
    const tree = (await call<WhitelabelValue>(other, 'GET', '/wps/system/whitelabel')).envelope.value ?? [];
    const leaves = tree.flatMap((node) => node.childrenNodes);
    expect(leaves.filter((node) => node.enabled).map((node) => node.modId)).toEqual(['FREEPLAY3']);
    expect(leaves).toHaveLength(10);
    const settings = (await call<RegisterSettingsValue>(other, 'GET', '/wps/system/setting/register')).envelope.value;
    expect(settings).toMatchObject({ tabs: { username: true, mobile: false }, smsVerification: false });
    other.close();
  });

  it('publishes the rules it enforces, with the shared patterns', async () => {
    const settings = (await call<RegisterSettingsValue>(platform, 'GET', '/wps/system/setting/register')).envelope
      .value;
    expect(settings?.rules.username).toEqual(registerRules.username);
    expect(settings?.fields.mobileNum).toEqual({ shown: true, required: true });
    expect(matchesRule(registerRules.username, 'player1')).toBe(true);
    expect(matchesRule(registerRules.username, '1player')).toBe(false);
    expect(matchesRule(registerRules.username, 'a'.repeat(10_000))).toBe(false);
    expect(matchesRule({ acceptedPattern: '*', minLength: 1, maxLength: 3, patternId: 'ANY' }, '😀😀😀')).toBe(true);
  });
});

describe('domain route, help centre, customer service', () => {
  it('answers no domains when none are configured (the site then checks nothing)', async () => {
    const { envelope } = await call(platform, 'GET', '/wps/system/domainRoute');
    expect(envelope.value).toEqual({ mainDomain: 'localhost', routes: [] });
  });

  it("answers the operator's domains when they are configured (LOBBY_DOMAINS), whatever host was asked", async () => {
    const configured = testPlatform({
      domains: [
        { type: 'agent', domain: 'agents.lobby.example' },
        { type: 'main', domain: 'lobby.example' },
      ],
    });
    try {
      const { envelope } = await call(configured, 'GET', '/wps/system/domainRoute');
      expect(envelope.value).toEqual({
        mainDomain: 'lobby.example',
        routes: [
          { type: 'agent', domain: 'agents.lobby.example' },
          { type: 'main', domain: 'lobby.example' },
        ],
      });
    } finally {
      configured.close();
    }
  });

  it('answers the help centre by language: Spanish by default, English for another (issue 16 item 7)', async () => {
    const help = async (query: string, headers?: Record<string, string>) =>
      (await call<HelpCenterValue>(platform, 'GET', `/wps/system/helpCenter${query}`, { headers })).envelope;
    expect((await help('?lang=th&device=WEB')).value?.lang).toBe('TH');
    expect((await help('?lang=EN')).value?.sections.find((section) => section.anchor === 'term')?.title).toBe(
      'Terms and conditions',
    );
    expect((await help('?lang=xx')).value?.lang).toBe('EN');
    expect((await help('', { Language: 'en' })).value?.lang).toBe('EN');
    const titles = async (query: string, headers?: Record<string, string>) =>
      (await help(query, headers)).value?.sections.map((section) => section.title);
    expect(await titles('')).toEqual([
      'Quiénes somos',
      'Términos y condiciones',
      'Política de privacidad',
      'Depósitos y retiros',
      'Juego responsable',
    ]);
    expect(await titles('', { Language: 'th' })).toEqual([
      'เกี่ยวกับเรา',
      'ข้อกำหนดและเงื่อนไข',
      'นโยบายความเป็นส่วนตัว',
      'การฝากและถอนเงิน',
      'การเล่นอย่างรับผิดชอบ',
    ]);
    expect(await titles('', { Language: 'fr' })).toEqual(await titles('?lang=en'));
    // The lang parameter wins over the header (SPEC.md section 7: GET with lang and device).
    expect((await help('?lang=es', { Language: 'th' })).value?.lang).toBe('ES');
    const thaiTerms = (await help('?lang=th')).value?.sections.find((section) => section.anchor === 'term');
    expect(thaiTerms?.content).toContain('18 ปีขึ้นไป');
    expect((await help('?device=TV')).errorCode).toBe(ErrorCode.VALIDATION);
  });

  it('gives a database made before the help centre was stored its sections, once (issue 16 item 7)', async () => {
    const folder = mkdtempSync(join(tmpdir(), 'help-centre-'));
    const file = join(folder, 'platform.sqlite');
    try {
      testPlatform({ db: file }).close();
      // The database as it was before: seeded, no help tables.
      const old = openDatabase(file);
      old.exec('DROP TABLE help_texts; DROP TABLE help_sections;');
      old.close();
      for (let start = 0; start < 2; start += 1) {
        const again = testPlatform({ db: file });
        const { envelope } = await call<HelpCenterValue>(again, 'GET', '/wps/system/helpCenter?lang=th');
        expect(envelope.value?.sections.map((section) => section.anchor)).toEqual([
          'about',
          'term',
          'privacy',
          'deposit',
          'responsible',
        ]);
        expect(envelope.value?.sections[0]?.title).toBe('เกี่ยวกับเรา');
        again.close();
      }
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  });

  it('answers the customer-service list with paths the client can decrypt', async () => {
    const { envelope } = await call<CustomerServiceValue>(platform, 'GET', '/wps/system/customerService');
    const paths = (envelope.value ?? []).map((entry) => decryptPath(entry.path));
    expect(paths).toContain('https://t.me/lobby_support');
    expect(envelope.value?.[0]?.path).not.toContain('help');
  });
});

describe('GET /wps/assets/flag/<CODE>.svg', () => {
  it('answers the package flag of a known code as an SVG, cached a week, at the contract path', async () => {
    const path = countryFlagPath('th');
    expect(path).toBe('/wps/assets/flag/TH.svg');
    const response = await platform.request(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('public, max-age=604800, stale-while-revalidate=86400');
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; style-src 'unsafe-inline'");
    const svg = await response.text();
    expect(svg).toBe(countryFlagSvg('TH'));
    // Thailand's five bands: red, white, blue (the package's colours).
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg" viewBox="[^"]+">/);
    expect(svg).toContain('#0052B4');
    expect(svg).toContain('#D80027');
    const etag = response.headers.get('etag') ?? '';
    expect((await platform.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
    for (const code of ['MX', 'ES', 'US', 'GB']) {
      expect((await platform.request(countryFlagPath(code))).status, code).toBe(200);
    }
  });

  it('answers 404 to a code the package has no flag for, a lower-case code and anything else', async () => {
    for (const file of ['XX.svg', 'ZZ.svg', 'th.svg', 'THA.svg', 'GB-ENG.svg', 'T.svg', 'TH.png', '..%2FTH.svg']) {
      const response = await platform.request(`/wps/assets/flag/${file}`);
      expect(response.status, file).toBe(404);
      expect(response.headers.get('content-type'), file).not.toContain('image/svg+xml');
    }
    expect(countryFlagSvg('XX')).toBeUndefined();
    expect(countryFlagSvg('../TH')).toBeUndefined();
  });
});
