import { describe, expect, it } from 'vitest';
import { contrastRatio, parseColor } from './color';

describe('parseColor', () => {
  it.each([
    ['#fff', { r: 255, g: 255, b: 255, a: 1 }],
    ['#0008', { r: 0, g: 0, b: 0, a: 0x88 / 255 }],
    ['#1a2b3c', { r: 0x1a, g: 0x2b, b: 0x3c, a: 1 }],
    ['#1A2B3C80', { r: 0x1a, g: 0x2b, b: 0x3c, a: 0x80 / 255 }],
    ['rgb(10, 20, 30)', { r: 10, g: 20, b: 30, a: 1 }],
    ['rgba(0, 0, 0, 0.72)', { r: 0, g: 0, b: 0, a: 0.72 }],
    ['rgb(100% 0% 50% / 50%)', { r: 255, g: 0, b: 127.5, a: 0.5 }],
    ['hsl(0, 100%, 50%)', { r: 255, g: 0, b: 0, a: 1 }],
    ['hsla(120deg 100% 25% / 0.5)', { r: 0, g: 127.5, b: 0, a: 0.5 }],
  ])('reads %s', (text, expected) => {
    const parsed = parseColor(text);
    expect(parsed).toBeDefined();
    for (const [channel, value] of Object.entries(expected))
      expect(parsed?.[channel as keyof typeof expected]).toBeCloseTo(value);
  });

  it.each([
    '#12345',
    '#ggg',
    'red',
    'rgb(1, 2)',
    'rgb(300, 0, 0)',
    'rgba(0, 0, 0, 2)',
    'hsl(0, 120%, 50%)',
    'rgb(1 2 3 4)',
    '12px',
  ])('rejects %s', (text) => {
    expect(parseColor(text)).toBeUndefined();
  });
});

describe('contrastRatio (WCAG 2.2)', () => {
  const colour = (text: string) => {
    const parsed = parseColor(text);
    if (!parsed) throw new Error(`bad test colour ${text}`);
    return parsed;
  };

  it('is 21:1 for black on white and 1:1 for a colour on itself', () => {
    expect(contrastRatio(colour('#000'), colour('#fff'))).toBeCloseTo(21);
    expect(contrastRatio(colour('#fff'), colour('#000'))).toBeCloseTo(21);
    expect(contrastRatio(colour('#777'), colour('#777'))).toBeCloseTo(1);
  });

  it('matches the well-known #767676-on-white value', () => {
    expect(contrastRatio(colour('#767676'), colour('#ffffff'))).toBeCloseTo(4.54, 2);
  });

  it('composites a translucent foreground over its background', () => {
    // Half-transparent black over white is the grey #808080 (3.95:1 against white).
    expect(contrastRatio(colour('rgba(0, 0, 0, 0.5)'), colour('#fff'))).toBeCloseTo(
      contrastRatio(colour('#808080'), colour('#fff')),
      1,
    );
    expect(contrastRatio(colour('rgba(0, 0, 0, 0)'), colour('#fff'))).toBeCloseTo(1);
  });
});
