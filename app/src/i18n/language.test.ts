import { describe, expect, it } from 'vitest';
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
  const reference = new Map(leaves(appResources.es));

  it('are complete in every shipped language, with the same placeholders', () => {
    for (const [language, strings] of Object.entries(appResources)) {
      const entries = leaves(strings);
      expect(entries.map(([key]) => key).sort(), language).toEqual([...reference.keys()].sort());
      for (const [key, value] of entries) {
        expect(typeof value === 'string' && value.trim() !== '', `${language} ${key}`).toBe(true);
        expect(placeholders(value), `${language} ${key}`).toEqual(placeholders(reference.get(key)));
      }
    }
  });
});
