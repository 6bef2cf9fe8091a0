import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { compressPage, pageEncodingOf } from './pageCompression';

describe('pageEncodingOf', () => {
  it('prefers gzip, then Brotli, as Accept-Encoding allows', () => {
    expect(pageEncodingOf('gzip, deflate, br, zstd')).toBe('gzip');
    expect(pageEncodingOf('br, zstd')).toBe('br');
    expect(pageEncodingOf('gzip, deflate')).toBe('gzip');
    expect(pageEncodingOf('GZIP')).toBe('gzip');
    expect(pageEncodingOf('*')).toBe('gzip');
  });

  it('takes q=0 as a refusal, and sends the page as it is when nothing is accepted', () => {
    expect(pageEncodingOf('gzip;q=0, br;q=0.5')).toBe('br');
    expect(pageEncodingOf('br; q=0.0, gzip;q=0')).toBeNull();
    expect(pageEncodingOf('identity')).toBeNull();
    expect(pageEncodingOf('')).toBeNull();
    expect(pageEncodingOf(null)).toBeNull();
  });
});

describe('compressPage', () => {
  const html = `<!doctype html><p>${'Tragamonedas · Casino en vivo · ไทย '.repeat(400)}</p>`;

  it('gives back the page, every character of it, in both encodings', async () => {
    expect(brotliDecompressSync(await compressPage(html, 'br')).toString('utf8')).toBe(html);
    expect(gunzipSync(await compressPage(html, 'gzip')).toString('utf8')).toBe(html);
  });

  it('makes it smaller', async () => {
    const size = Buffer.byteLength(html);
    expect((await compressPage(html, 'br')).length).toBeLessThan(size / 10);
    expect((await compressPage(html, 'gzip')).length).toBeLessThan(size / 10);
  });
});
