import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createServer } from './app';
import { assetCacheControl } from './platform/shared/assets';
import { testPlatform } from './platform/testing';
import { analyticsTagHeader } from './render';
import { cspNoncePlaceholder, parseHumanCheckSources } from './security';
import { challengeStandIn } from './platform/config';

let siteDir: string;

const page = `<!doctype html><html><head><meta property="csp-nonce" nonce="${cspNoncePlaceholder}">
<script type="module" src="/assets/index-abc123.js" nonce="${cspNoncePlaceholder}"></script></head>
<body><div id="root"></div></body></html>`;

beforeAll(() => {
  siteDir = mkdtempSync(join(tmpdir(), 'lobby-site-'));
  mkdirSync(join(siteDir, 'assets'));
  writeFileSync(join(siteDir, 'index.html'), page);
  writeFileSync(join(siteDir, 'assets', 'index-abc123.js'), 'console.log("lobby");');
  writeFileSync(join(siteDir, 'robots.txt'), 'User-agent: *\n');
});

afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

/** The page as a renderer answers it (render.test.ts tests the renderer itself). */
const pages = () => Promise.resolve(new Response(page, { headers: { 'Content-Type': 'text/html; charset=UTF-8' } }));

const request = (path: string, init?: RequestInit) => createServer({ siteDir, pages }).request(path, init);

function expectSecurityHeaders(response: Response) {
  const csp = response.headers.get('content-security-policy') ?? '';
  for (const directive of [
    "default-src 'self'",
    "script-src 'self'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ]) {
    expect(csp).toContain(directive);
  }
  expect(csp).not.toContain('unsafe-eval');
  // Inline elements only by nonce; style attributes of a server-rendered page (security.ts) alone inline.
  expect(csp.replace("style-src-attr 'unsafe-inline'", '')).not.toContain('unsafe-inline');
  expect(csp).toMatch(/script-src 'self' 'nonce-[^']+';/);
  expect(csp).toMatch(/style-src 'self' 'nonce-[^']+';/);
  expect(response.headers.get('x-content-type-options')).toBe('nosniff');
  expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
  expect(response.headers.get('permissions-policy')).toContain('camera=()');
}

describe('the site server', () => {
  it('serves the page with security headers, a fresh nonce and no caching', async () => {
    const response = await request('/');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    expect(response.headers.get('cache-control')).toBe('no-cache');
    expectSecurityHeaders(response);

    const html = await response.text();
    const nonce = /'nonce-([^']+)'/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    expect(html).not.toContain(cspNoncePlaceholder);
    expect(html).toContain(`nonce="${String(nonce)}"`);

    const again = await request('/');
    expect(again.headers.get('content-security-policy')).not.toBe(response.headers.get('content-security-policy'));
  });

  it("allows the analytics hosts only on a page whose status names a Google tag, and keeps the tag's header in", async () => {
    const tagged = (tag: string) => () =>
      Promise.resolve(new Response(page, { headers: { 'Content-Type': 'text/html', [analyticsTagHeader]: tag } }));
    const plain = await request('/');
    const withTag = await createServer({ siteDir, pages: tagged('G-TEST1234') }).request('/');
    const notATag = await createServer({ siteDir, pages: tagged('x https://evil.example') }).request('/');
    const csp = withTag.headers.get('content-security-policy') ?? '';
    // The same policy otherwise.
    const policyOf = (text: string | null) =>
      (text ?? '').replace(/ https:\/\/[^ ;]+/g, '').replace(/'nonce-[^']+'/g, '');
    expect(policyOf(csp)).toBe(policyOf(plain.headers.get('content-security-policy')));
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+' https:\/\/\*\.googletagmanager\.com;/);
    expect(csp).toContain(
      "connect-src 'self' https://*.google-analytics.com https://*.analytics.google.com https://*.googletagmanager.com;",
    );
    expect(csp).toContain("img-src 'self' data: blob: https://*.google-analytics.com https://*.googletagmanager.com;");
    expect(withTag.headers.has(analyticsTagHeader)).toBe(false);
    for (const response of [plain, notATag]) {
      expectSecurityHeaders(response);
      expect(response.headers.get('content-security-policy')).not.toMatch(/google/);
    }
  });

  it("adds a hosted challenge's sources (HUMAN_CHECK_SOURCES) to the page's policy, and nothing else", async () => {
    const sources = ['https://challenges.cloudflare.com', '*.hcaptcha.com'];
    const widened = await createServer({ siteDir, pages, humanCheckSources: sources }).request('/');
    const plain = await request('/');
    const csp = widened.headers.get('content-security-policy') ?? '';
    const more = sources.join(' ');
    expect(csp).toMatch(new RegExp(`script-src 'self' 'nonce-[^']+' ${more.replaceAll('*', '\\*')};`));
    expect(csp).toMatch(new RegExp(`style-src 'self' 'nonce-[^']+' ${more.replaceAll('*', '\\*')};`));
    expect(csp).toContain(`connect-src 'self' ${more};`);
    expect(csp).toContain(`img-src 'self' data: blob: ${more};`);
    expect(csp).toContain(`frame-src 'self' ${more}`);
    const policyOf = (text: string | null) =>
      (text ?? '')
        .replaceAll(` ${more}`, '')
        .replace(/; frame-src 'self'$/, '')
        .replace(/'nonce-[^']+'/g, '');
    expect(policyOf(csp)).toBe(policyOf(plain.headers.get('content-security-policy')));
    // Unset: the policy as it was, no frame-src (default-src 'self' lets the stand-in's frame in).
    expect(plain.headers.get('content-security-policy')).not.toMatch(/frame-src|cloudflare/);
  });

  it('takes https origins or hosts as HUMAN_CHECK_SOURCES, naming anything else', () => {
    expect(parseHumanCheckSources(' https://challenges.cloudflare.com  *.hcaptcha.com ')).toEqual([
      'https://challenges.cloudflare.com',
      '*.hcaptcha.com',
    ]);
    expect(parseHumanCheckSources('')).toEqual([]);
    expect(() => parseHumanCheckSources("http://x.example 'unsafe-inline' https://x.example/path *")).toThrow(
      "HUMAN_CHECK_SOURCES takes https origins or hosts only, not: http://x.example 'unsafe-inline' https://x.example/path *",
    );
  });

  it("lets the stand-in challenge's frame into the site's page: same origin, framed by the site", async () => {
    const platform = testPlatform({ humanCheckProvider: 'hosted' });
    const site = createServer({ siteDir, pages, platform: (req, env) => platform.fetch(req, env) });
    const query = new URLSearchParams({
      sitekey: challengeStandIn.siteKey,
      origin: 'http://localhost',
      id: 'lobby-challenge-1',
    });
    const frame = await site.request(`http://localhost/wps/challenge/frame?${query.toString()}`);
    expect(frame.status).toBe(200);
    expect(frame.headers.get('x-frame-options')).toBeNull();
    expect(frame.headers.get('content-security-policy')).toContain("frame-ancestors 'self' http://localhost");
    const script = await site.request('/wps/challenge/api.js');
    expect(script.headers.get('content-type')).toBe('text/javascript; charset=utf-8');
    // The page that frames it: default-src 'self' and no frame-src of its own.
    const csp = (await site.request('/')).headers.get('content-security-policy') ?? '';
    expect(csp).toContain("default-src 'self'");
    expect(csp).not.toContain('frame-src');
    platform.close();
  });

  it('answers every route with the page (history mode)', async () => {
    for (const path of ['/index.html', '/home', '/member/securityCenter', '/help?anchor=term']) {
      const response = await request(path);
      expect(response.status, path).toBe(200);
      expect(await response.text(), path).toContain('<div id="root">');
    }
    const head = await request('/agentHome', { method: 'HEAD' });
    expect(head.status).toBe(200);
    expect(head.headers.get('content-type')).toMatch(/^text\/html/);
  });

  it('sends a path with empty segments to the page without them, on this site', async () => {
    for (const [path, to] of [
      ['//', '/'],
      ['//evil.example/login', '/evil.example/login'],
      ['/rng//', '/rng/'],
      ['/member//depositv2?tab=1', '/member/depositv2?tab=1'],
    ] as const) {
      const response = await request(path);
      expect(response.status, path).toBe(308);
      expect(response.headers.get('location'), path).toBe(to);
    }
  });

  it('serves hashed assets for a year, immutable', async () => {
    const response = await request('/assets/index-abc123.js');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/javascript/);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expectSecurityHeaders(response);
    expect(await response.text()).toBe('console.log("lobby");');
  });

  it('answers 404, never the page, for missing assets and files', async () => {
    for (const path of ['/assets/index-gone99.js', '/assets/', '/logo.png', '/favicon.ico']) {
      const response = await request(path);
      expect(response.status, path).toBe(404);
      expect(response.headers.get('content-type'), path).not.toMatch(/html/);
      expectSecurityHeaders(response);
    }
  });

  it('refuses paths that climb out of the site', async () => {
    for (const path of ['/assets/..%2f..%2fpackage.json', '/assets/%2e%2e/%2e%2e/package.json', '/..%2findex.html']) {
      const response = await request(path);
      expect(response.status, path).not.toBe(500);
      expect(await response.text(), path).not.toContain('"name"');
    }
  });

  it('serves other built files, revalidated', async () => {
    const response = await request('/robots.txt');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-cache');
  });

  it('answers 404 for other methods', async () => {
    expect((await request('/', { method: 'POST' })).status).toBe(404);
  });

  it('compresses text for clients that accept gzip', async () => {
    writeFileSync(join(siteDir, 'assets', 'large-abc123.js'), 'export const x = 1;\n'.repeat(200));
    const response = await request('/assets/large-abc123.js', { headers: { 'Accept-Encoding': 'gzip' } });
    expect(response.headers.get('content-encoding')).toBe('gzip');
  });

  it('sends the page in gzip, in Brotli to a browser that takes only that, else as it is, and varies on it', async () => {
    const read = async (acceptEncoding: string | null) => {
      const response = await request(
        '/',
        acceptEncoding === null ? {} : { headers: { 'Accept-Encoding': acceptEncoding } },
      );
      const bytes = Buffer.from(await response.arrayBuffer());
      const encoding = response.headers.get('content-encoding');
      const text = (
        encoding === 'br' ? brotliDecompressSync(bytes) : encoding === 'gzip' ? gunzipSync(bytes) : bytes
      ).toString('utf8');
      return { encoding, text, vary: response.headers.get('vary') ?? '' };
    };
    for (const [accept, expected] of [
      ['gzip, deflate, br, zstd', 'gzip'],
      ['br, zstd', 'br'],
      ['gzip;q=0, br', 'br'],
      ['identity', null],
      [null, null],
    ] as const) {
      const page = await read(accept);
      expect(page.encoding, String(accept)).toBe(expected);
      expect(page.text).toContain('<div id="root"></div>');
      expect(page.text).not.toContain(cspNoncePlaceholder);
      expect(page.vary).toMatch(/Accept-Encoding/i);
    }
  });
});

describe('the embedded platform behind the site server', () => {
  const platform = testPlatform();
  afterAll(() => platform.close());
  const server = () => createServer({ siteDir, pages, platform: platform.fetch });
  const gzip = { 'Accept-Encoding': 'gzip' };

  it("keeps the images' own cache lifetime; the API stays no-cache", async () => {
    const image = await server().request('/wps/assets/game/10001.svg', { headers: gzip });
    expect(image.status).toBe(200);
    expect(image.headers.get('cache-control')).toBe(assetCacheControl);
    const api = await server().request('/wps/system/status');
    expect(api.headers.get('cache-control')).toBe('no-cache');
  });

  // The compression changes the bytes, so it weakens the ETag; the browser sends that form back.
  it('answers 304 to the ETag a browser got through the compression, 200 to another', async () => {
    const image = await server().request('/wps/assets/game/10001.svg', { headers: gzip });
    expect(image.headers.get('content-encoding')).toBe('gzip');
    const etag = image.headers.get('etag') ?? '';
    expect(etag).toMatch(/^W\/"[\w-]+"$/);
    const again = await server().request('/wps/assets/game/10001.svg', {
      headers: { ...gzip, 'If-None-Match': etag },
    });
    expect(again.status).toBe(304);
    expect(again.headers.get('cache-control')).toBe(assetCacheControl);
    const other = await server().request('/wps/assets/game/10001.svg', {
      headers: { ...gzip, 'If-None-Match': 'W/"another"' },
    });
    expect(other.status).toBe(200);
  });
});
