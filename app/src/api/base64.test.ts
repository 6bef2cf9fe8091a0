import { describe, expect, it } from 'vitest';
import { fromBase64, toBase64, toBase64Url } from './base64';

describe('base64', () => {
  it('converts base64url both ways', () => {
    const bytes = new Uint8Array([251, 255, 0, 62, 63]);
    expect(toBase64Url(bytes)).toBe('-_8APj8');
    expect([...fromBase64('-_8APj8')]).toEqual([...bytes]);
  });

  it('encodes more bytes than String.fromCharCode takes at once (an uploaded picture piece)', () => {
    const bytes = new Uint8Array(200_000).map((_, index) => (index * 7) % 256);
    const text = toBase64(bytes.buffer);
    expect(text).toBe(Buffer.from(bytes).toString('base64'));
    expect(fromBase64(text)).toEqual(bytes);
  });
});
