import { describe, expect, it } from 'vitest';
import { maskedAmount, maskText } from './mask';

describe('maskText', () => {
  it('hides the middle, two characters visible at each end by default', () => {
    expect(maskText('13800138000')).toBe('13*******00');
  });

  it('takes visible counts and a mask character', () => {
    expect(maskText('player@example.com', { visibleStart: 3, visibleEnd: 4, mask: '•' })).toBe('pla•••••••••••.com');
    expect(maskText('secret', { visibleStart: 0, visibleEnd: 0 })).toBe('******');
  });

  it('hides everything rather than reveal a short value', () => {
    expect(maskText('abc')).toBe('***');
    expect(maskText('')).toBe('');
  });

  it('counts characters, not UTF-16 units', () => {
    expect(maskText('😀😀😀😀😀')).toBe('😀😀*😀😀');
  });
});

describe('maskedAmount', () => {
  it('is four asterisks', () => {
    expect(maskedAmount()).toBe('****');
  });
});
