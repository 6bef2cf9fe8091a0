process.env.NODE_ENV = 'production';
const { createPlatform } = await import('./server/platform/index');
const entry = await import('./dist/server/entry-server.js');
const platform = createPlatform({ db: ':memory:' });
for (const url of process.argv.slice(2)) {
  const t0 = performance.now();
  const page = await entry.render({ url, origin: 'http://127.0.0.1:8080', language: 'es', mode: 'dark', brand: null, platform: (r: Request) => platform.fetch(r), dataTimeoutMs: 300, onDataFailure: (k: string, e: unknown) => console.log('FAIL', k, e), onRenderError: (e: unknown) => console.log('RENDER', e) });
  const html: string = page.html;
  console.log(url, page.status, page.complete, Math.round(performance.now() - t0), 'ms', html.length, 'chars', Object.keys(JSON.parse(page.bootstrap).answers).length, 'answers', (html.match(/\$RC/g) ?? []).length, 'RC');
}
platform.close();
const p2 = await entry.render({ url: '/', origin: 'http://x', language: 'es', mode: 'dark', brand: null, platform: (r: Request) => { const pl = createPlatform({ db: ':memory:' }); return pl.fetch(r); }, dataTimeoutMs: 300 });
const h: string = p2.html;
for (const m of h.matchAll(/<template id="(B:\d+)"><\/template>/g)) { const i = m.index ?? 0; console.log('BOUNDARY', m[1], h.slice(i - 200, i + 200).replace(/\s+/g, ' ')); }
