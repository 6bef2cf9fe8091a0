import { describe, expect, it } from 'vitest';
import { allDsAreas, allDsResources } from './complete';
import { createDesignSystemI18n, languageDirection } from './index';

describe('design-system i18n', () => {
  it('has every string in every shipped language', () => {
    const keys = Object.keys(allDsResources.en).sort();
    for (const strings of Object.values(allDsResources)) {
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
  it('never define one key in two areas', () => {
    const seen = new Map<string, string>();
    for (const [area, strings] of Object.entries(allDsAreas)) {
      for (const key of Object.keys(strings.en)) {
        expect(seen.get(key), `${key} is in ${area} and ${seen.get(key) ?? ''}`).toBeUndefined();
        seen.set(key, area);
      }
    }
  });
});

describe('design-system core strings per language', () => {
  it.each(['en', 'es', 'th'] as const)(
    'load in %s alone: the core areas, as the complete set holds them',
    async (language) => {
      const { loadDsStrings } = await import('./resources');
      const { areas: coreAreas } = await import('./languages/en');
      const strings: Record<string, string> = await loadDsStrings(language);
      // The core areas are the languages' own; the lazy ones and the consent chunk's strings
      // (consentStrings, loaded with the banner) are not among them.
      const coreKeys = Object.entries(allDsAreas)
        .filter(([area]) => area in coreAreas)
        .flatMap(([, area]) => Object.keys(area.en));
      expect(Object.keys(strings).sort()).toEqual(coreKeys.sort());
      for (const [key, value] of Object.entries(strings)) {
        expect((allDsResources[language] as Record<string, string>)[key], key).toBe(value);
      }
    },
  );
});

describe('design-system lazy string areas', () => {
  it('load the same strings that the complete set holds', async () => {
    const { dsLazyAreas } = await import('./resources');
    for (const load of Object.values(dsLazyAreas)) {
      const area = await load();
      for (const language of ['en', 'es', 'th'] as const) {
        for (const [key, value] of Object.entries(area[language])) {
          expect((allDsResources[language] as Record<string, string>)[key]).toBe(value);
        }
      }
    }
  });
});
