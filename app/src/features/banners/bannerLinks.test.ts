import { describe, expect, it } from 'vitest';
import { bannerLink } from './bannerLinks';

describe('banner links (SPEC.md section 2)', () => {
  it('maps each linkage type to a link, and none to no link', () => {
    expect(bannerLink({ linkageType: 0, target: '' })).toBeUndefined();
    expect(bannerLink({ linkageType: 1, target: '/live' })).toEqual({ type: 'route', target: '/live' });
    expect(bannerLink({ linkageType: 2, target: 'https://example.com/a' })).toEqual({
      type: 'external',
      target: 'https://example.com/a',
    });
    expect(bannerLink({ linkageType: 3, target: '1' })).toEqual({ type: 'promotion', target: '1' });
    expect(bannerLink({ linkageType: 4, target: '10500' })).toEqual({ type: 'game', target: '10500' });
  });

  it('never opens a target that would leave the site unasked or run code', () => {
    expect(bannerLink({ linkageType: 1, target: '//evil.example' })).toBeUndefined();
    expect(bannerLink({ linkageType: 1, target: 'https://example.com' })).toBeUndefined();
    expect(bannerLink({ linkageType: 2, target: 'javascript:alert(1)' })).toBeUndefined();
    expect(bannerLink({ linkageType: 2, target: 'data:text/html,x' })).toBeUndefined();
    expect(bannerLink({ linkageType: 4, target: 'abc' })).toBeUndefined();
  });
});
