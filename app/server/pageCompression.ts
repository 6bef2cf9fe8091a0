/**
 * The site's pages, compressed for the browser off the request thread.
 *
 * A rendered page is about 97 kB of HTML (home, es; 15 kB in gzip). Hono's compress middleware
 * gzipped it through web streams on the thread that renders the next page; here Node's zlib does it
 * on its thread pool, beside the next render. `npm run bench:home -- --only load`, 20 clients, one
 * run each: uncached 71 -> 86 req/s, cached 382-411 -> 584. Brotli (quality 5) was slower on this
 * 2-core machine (57 and 221 req/s: it costs more than gzip per page, wherever it runs), so it is
 * sent only to a browser that takes nothing else. Scripts and styles are compressed once, by the
 * build, in both (vite.config.ts: precompressAssets).
 */
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);

/** Brotli's quality for a page made per request: 5 is about gzip's time at a smaller size. */
const brotliQuality = 5;

export type PageEncoding = 'br' | 'gzip' | null;

/** The encoding to send a page in, from Accept-Encoding: gzip, else Brotli, else none (q=0 refuses). */
export function pageEncodingOf(acceptEncoding: string | null | undefined): PageEncoding {
  const accepted = new Set<string>();
  for (const part of (acceptEncoding ?? '').split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const refused = parameters.some((parameter) => /^\s*q\s*=\s*0(\.0*)?\s*$/.test(parameter));
    if (name && !refused) accepted.add(name.trim());
  }
  if (accepted.has('gzip') || accepted.has('*')) return 'gzip';
  if (accepted.has('br')) return 'br';
  return null;
}

/** The page's bytes in `encoding`, compressed on the thread pool. */
export async function compressPage(html: string, encoding: Exclude<PageEncoding, null>): Promise<Buffer> {
  const bytes = Buffer.from(html, 'utf8');
  if (encoding === 'gzip') return gzipped(bytes);
  return brotli(bytes, {
    params: {
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_QUALITY]: brotliQuality,
      [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
    },
  });
}
