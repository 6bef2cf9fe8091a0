import { describe, expect, it } from 'vitest';
import type { RenderedPage, RenderOptions, SiteEntry } from '../src/serverEntry';
import { createPageRenderer, type PageRequest } from './render';

const template = `<!doctype html><html lang="es"><head><title>Lobby</title><meta name="description" content="">
<!--lobby-head--></head><body><div id="root"><!--lobby-root--><svg></svg><!--/lobby-root--></div>
<!--lobby-page--><script type="module" src="/assets/index.js"></script></body></html>`;

/** A site entry that renders who it rendered for: the caller's address, as the platform answered it. */
function fakeSite(): SiteEntry & { renders: number } {
  const page = (html: string): RenderedPage => ({
    status: 200,
    html,
    lang: 'es',
    dir: 'ltr',
    title: 'Lobby',
    description: '',
    bootstrap: '{}',
    complete: true,
    mode: 'dark',
    htmlClass: 'dark',
    themeScript: '',
    brandCss: '',
    sources: [],
  });
  const site = {
    renders: 0,
    async render({ platform }: RenderOptions) {
      site.renders += 1;
      const answer = await platform(new Request('http://lobby.internal/wps/system/status'));
      return page(`<main>${await answer.text()}</main>`);
    },
    renderShell: () => Promise.resolve(page('')),
    languageOfRequest: () => 'es',
    themeModeOfCookie: () => null,
    redirectOf: (url: string) => (url.startsWith('/home') ? '/' : null),
  };
  return site;
}

function renderer(site: SiteEntry) {
  return createPageRenderer({
    template: () => Promise.resolve(template),
    entry: () => Promise.resolve(site),
    brand: null,
    platform: () => Promise.resolve(new Response('nobody')),
    ssr: true,
    dataTimeoutMs: 300,
    cacheMs: 60_000,
  });
}

const request = (client: string, url = '/help'): PageRequest => ({
  url,
  origin: 'http://site.test',
  cookie: null,
  acceptLanguage: null,
  client,
  // As the site server passes it: the platform sees the caller's address.
  platform: () => Promise.resolve(new Response(`status for ${client}`)),
});

describe('the page renderer', () => {
  it("keeps a page per caller: the platform's status, which every page carries, is the caller's", async () => {
    const site = fakeSite();
    const pages = renderer(site);
    expect(await (await pages(request('203.0.113.1'))).text()).toContain('status for 203.0.113.1');
    expect(await (await pages(request('203.0.113.2'))).text()).toContain('status for 203.0.113.2');
    expect(await (await pages(request('203.0.113.1'))).text()).toContain('status for 203.0.113.1');
    expect(site.renders).toBe(2);
  });

  it('answers a page that moved with a redirect, without rendering it', async () => {
    const site = fakeSite();
    const response = await renderer(site)(request('203.0.113.1', '/home'));
    expect(response.status).toBe(308);
    expect(response.headers.get('location')).toBe('/');
    expect(site.renders).toBe(0);
  });
});
