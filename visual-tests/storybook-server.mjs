// Serves a built Storybook on 127.0.0.1 with a theme chosen per port.
//
// Loki opens `iframe.html?id=<story>` and has no way to pass Storybook globals, so each theme gets
// its own port, whose iframe.html first adds `globals=<mode, brand, locale>` to its own URL before
// Storybook starts (Storybook reads globals from the URL). 127.0.0.1, not localhost: Loki rewrites
// `localhost` to the machine's first non-loopback address (TOOLCHAIN.md).
import { createReadStream, existsSync, readFileSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.map': 'application/json',
};

/** `{ mode: 'dark', brand: 'none' }` -> `mode:dark;brand:none` (Storybook's URL format for globals). */
export const globalsParam = (globals) =>
  Object.entries(globals)
    .map(([key, value]) => `${key}:${value}`)
    .join(';');

function injectGlobals(html, globals) {
  const script = `<script>(function(){var u=new URL(location.href);if(!u.searchParams.has('globals')){u.searchParams.set('globals',${JSON.stringify(globalsParam(globals))});history.replaceState(null,'',u.toString());}})();</script>`;
  return html.replace('<head>', `<head>${script}`);
}

/** Starts one server; resolves to its URL. */
export function serveStorybook(root, globals) {
  const base = resolve(root);
  const iframe = injectGlobals(readFileSync(join(base, 'iframe.html'), 'utf8'), globals);
  const server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    if (path === '/iframe.html') {
      response.writeHead(200, { 'content-type': types['.html'] });
      response.end(iframe);
      return;
    }
    const file = normalize(join(base, path === '/' ? 'index.html' : path));
    if (!file.startsWith(base) || !existsSync(file) || !statSync(file).isFile()) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, {
      'content-type': types[extname(file)] ?? 'application/octet-stream',
      'cache-control': 'public, max-age=86400, immutable',
    });
    createReadStream(file).pipe(response);
  });
  return new Promise((resolveUrl) => {
    server.listen(0, '127.0.0.1', () => {
      const { port } = /** @type {import('node:net').AddressInfo} */ (server.address());
      resolveUrl({ url: `http://127.0.0.1:${port}`, close: () => server.close() });
    });
  });
}
