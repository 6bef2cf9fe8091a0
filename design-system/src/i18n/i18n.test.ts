import { describe, expect, it } from 'vitest';
import { createDesignSystemI18n, dsResources, languageDirection } from './index';

describe('design-system i18n', () => {
  it('has every string in every shipped language', () => {
    const keys = Object.keys(dsResources.en).sort();
    for (const strings of Object.values(dsResources)) {
      expect(Object.keys(strings).sort()).toEqual(keys);
      for (const value of Object.values(strings)) expect(value.trim()).not.toBe('');
    }
  });

  it('translates through a ready instance, Spanish by default', () => {
    expect(createDesignSystemI18n().t('close', { ns: 'ds' })).toBe('Cerrar');
    expect(createDesignSystemI18n('th').t('close', { ns: 'ds' })).toBe('ปิด');
    expect(createDesignSystemI18n('fr').t('close', { ns: 'ds' })).toBe('Close');
  });

  it.each([
    ['ar', 'rtl'],
    ['ar-EG', 'rtl'],
    ['ur', 'rtl'],
    ['he', 'rtl'],
    ['es', 'ltr'],
    ['th', 'ltr'],
    ['en-IN', 'ltr'],
  ])('%s is written %s', (language, direction) => {
    expect(languageDirection(language)).toBe(direction);
  });
});

describe('design-system string areas', () => {
  it('never define one key in two areas', async () => {
    const { dsAreas } = await import('./resources');
    const seen = new Map<string, string>();
    for (const [area, strings] of Object.entries(dsAreas)) {
      for (const key of Object.keys(strings.en)) {
        expect(seen.get(key), `${key} is in ${area} and ${seen.get(key) ?? ''}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});
