import { describe, expect, it } from 'vitest';
import { acceptedExtensions, screenFiles } from './screenFiles';

const rules = { maxFiles: 3, maxBytes: 5 * 1024 * 1024, accept: ['image/png', 'image/jpeg'] };
const file = (name: string, type: string, size = 10) => new File([new Uint8Array(size)], name, { type });

describe('screenFiles', () => {
  it('accepts png and jpg by MIME type and extension, in any case', () => {
    const picked = [file('a.png', 'image/png'), file('b.JPG', 'image/jpeg'), file('c.jpeg', 'image/jpeg')];
    expect(screenFiles([], picked, rules)).toEqual({ files: picked, rejections: [] });
  });

  it('refuses a wrong MIME type or a mismatched extension', () => {
    const gif = file('a.gif', 'image/gif');
    const renamed = file('b.png', 'application/pdf');
    const noExtension = file('c', 'image/png');
    const wrongExtension = file('d.exe', 'image/png');
    const { files, rejections } = screenFiles([], [gif, renamed, noExtension, wrongExtension], rules);
    expect(files).toEqual([]);
    expect(rejections.map((rejection) => rejection.reason)).toEqual(['type', 'type', 'type', 'type']);
  });

  it('refuses files over the size limit, keeping one exactly at it', () => {
    const atLimit = file('a.png', 'image/png', rules.maxBytes);
    const over = file('b.png', 'image/png', rules.maxBytes + 1);
    const { files, rejections } = screenFiles([], [atLimit, over], rules);
    expect(files).toEqual([atLimit]);
    expect(rejections).toEqual([{ file: over, reason: 'size' }]);
  });

  it('keeps the accepted ones and refuses what goes beyond the count', () => {
    const current = [file('a.png', 'image/png'), file('b.png', 'image/png')];
    const c = file('c.png', 'image/png');
    const d = file('d.png', 'image/png');
    const bad = file('e.txt', 'text/plain');
    const { files, rejections } = screenFiles(current, [bad, c, d], rules);
    expect(files).toEqual([...current, c]);
    expect(rejections).toEqual([
      { file: bad, reason: 'type' },
      { file: d, reason: 'count' },
    ]);
  });
});

describe('acceptedExtensions', () => {
  it('lists the extensions of the accepted types', () => {
    expect(acceptedExtensions(rules.accept)).toEqual(['png', 'jpg', 'jpeg']);
  });
});
