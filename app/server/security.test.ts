import { describe, expect, it } from 'vitest';
import { createServer } from './app';

const pages = () => Promise.resolve(new Response('<!doctype html><title>Lobby</title>'));
const platform = () => Response.json({ success: true });
const https = { 'X-Forwarded-Proto': 'https' };
const tls = { incoming: { socket: { remoteAddress: '10.0.0.1', encrypted: true } } };
const hsts = 'max-age=31536000; includeSubDomains';

describe('Strict-Transport-Security', () => {
  it('is sent over HTTPS said by a trusted proxy, on pages and platform calls', async () => {
    const server = createServer({ siteDir: null, pages, platform, trustProxy: true });
    for (const path of ['/', '/wps/system/status']) {
      const response = await server.request(path, { headers: https });
      expect(response.headers.get('strict-transport-security')).toBe(hsts);
    }
    expect((await server.request('/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('is sent over our own TLS socket', async () => {
    const server = createServer({ siteDir: null, pages });
    const response = await server.request('/', {}, tls);
    expect(response.headers.get('strict-transport-security')).toBe(hsts);
  });

  it('is not sent over plain HTTP, whatever an untrusted X-Forwarded-Proto says', async () => {
    const server = createServer({ siteDir: null, pages, platform });
    for (const path of ['/', '/wps/system/status']) {
      const response = await server.request(path, { headers: https });
      expect(response.headers.get('strict-transport-security')).toBeNull();
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
});
