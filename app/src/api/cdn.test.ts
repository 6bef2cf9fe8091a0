import { describe, expect, it } from 'vitest';
import { cdnUrl, pickCdn } from './cdn';

describe('CDN choice', () => {
  const list = ['https://a.cdn/', 'https://b.cdn', 'https://c.cdn'];

  it('picks from the list with the random source', () => {
    expect(pickCdn(list, () => 0)).toBe('https://a.cdn/');
    expect(pickCdn(list, () => 0.5)).toBe('https://b.cdn');
    expect(pickCdn(list, () => 0.9999)).toBe('https://c.cdn');
    expect(pickCdn([], () => 0.5)).toBeUndefined();
  });

  it('joins paths, keeps absolute URLs and data: URIs, stays relative without a CDN', () => {
    expect(cdnUrl('/icons/a.svg', list, () => 0)).toBe('https://a.cdn/icons/a.svg');
    expect(cdnUrl('icons/a.svg', list, () => 0.4)).toBe('https://b.cdn/icons/a.svg');
    expect(cdnUrl('data:image/svg+xml;base64,AA', list)).toBe('data:image/svg+xml;base64,AA');
    expect(cdnUrl('https://x.y/z.png', list)).toBe('https://x.y/z.png');
    expect(cdnUrl('//x.y/z.png', list)).toBe('//x.y/z.png');
    expect(cdnUrl('/icons/a.svg', [])).toBe('/icons/a.svg');
  });
});
