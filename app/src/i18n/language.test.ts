// @vitest-environment jsdom
import { shippedLanguages } from '@lobby/design-system';
import { describe, expect, it, vi } from 'vitest';
import { appAreaLoaders, lazyAreas } from './areas';
import { isShippedLanguage, pickLanguage } from './language';
import { appResources } from './resources';

describe('pickLanguage', () => {
  it('defaults to Spanish (SPEC.md section 9)', () => {
    expect(pickLanguage([null, null])).toBe('es');
  });

  it('takes lang, then hisLang, skipping languages that are not shipped', () => {
    expect(pickLanguage(['th', 'en'])).toBe('th');
    expect(pickLanguage([null, 'en'])).toBe('en');
    expect(pickLanguage(['zh', 'en'])).toBe('en');
    expect(pickLanguage(['EN', 'klingon'])).toBe('es');
  });

  it('knows the shipped languages', () => {
    expect(['es', 'en', 'th'].every(isShippedLanguage)).toBe(true);
    expect(isShippedLanguage('fr')).toBe(false);
  });
});

describe('the app strings', () => {
  /** Every string with its dotted key. */
  const leaves = (tree: object, prefix = ''): [string, unknown][] =>
    Object.entries(tree).flatMap(([key, value]: [string, unknown]): [string, unknown][] =>
      typeof value === 'object' && value !== null ? leaves(value, `${prefix}${key}.`) : [[`${prefix}${key}`, value]],
    );
  const placeholders = (value: unknown) =>
    String(value)
      .match(/{{\w+}}/g)
      ?.sort() ?? [];
  /** The eager strings plus every lazy area (i18n/areas.ts), per language. */
  const everything = async () => {
    const areas = await Promise.all(lazyAreas.map(async (area) => [area, await appAreaLoaders[area]()] as const));
    const all: Record<string, Record<string, unknown>> = {};
    for (const language of shippedLanguages) {
      all[language] = {
        ...appResources[language],
        ...Object.fromEntries(areas.map(([area, strings]) => [area, strings[language]])),
      };
    }
    return all;
  };

  it('are complete in every shipped language, with the same placeholders', async () => {
    const all = await everything();
    const reference = new Map(leaves(all.es ?? {}));
    for (const [language, strings] of Object.entries(all)) {
      const entries = leaves(strings);
      expect(entries.map(([key]) => key).sort(), language).toEqual([...reference.keys()].sort());
      for (const [key, value] of entries) {
        expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
        expect(placeholders(value), `${language} ${key}`).toEqual(placeholders(reference.get(key)));
      }
    }
  });
});

describe('lazy string areas', () => {
  it('reach an instance made before and one made after they load, in every language', async () => {
    // A fresh copy of the modules: the test set-up has already loaded every area into the shared one.
    vi.resetModules();
    const { createAppI18n } = await import('./index');
    const { loadStringAreas } = await import('./areas');
    const before = createAppI18n();
    expect(before.getResource('es', 'app', 'wallet')).toBeUndefined();
    await loadStringAreas(['wallet']);
    const after = createAppI18n();
    for (const instance of [before, after]) {
      for (const language of shippedLanguages) {
        expect(instance.hasResourceBundle(language, 'app')).toBe(true);
        expect(instance.getResource(language, 'app', 'wallet'), language).toBeTypeOf('object');
        expect(instance.getResource(language, 'app', 'centres.member.menu'), language).toBeUndefined();
      }
    }
  });
});
