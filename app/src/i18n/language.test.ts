// @vitest-environment jsdom
import { shippedLanguages } from '@lobby/design-system';
import { describe, expect, it, vi } from 'vitest';
import { languageResources } from '../test/languages';
import { appAreaLoaders, lazyAreas } from './areas';
import { isShippedLanguage, languageOfRequest, pickLanguage } from './language';

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

describe('languageOfRequest', () => {
  it.each([
    ['nothing at all', null, null, 'es'],
    ['empty headers', '', '', 'es'],
    ['the lang cookie', 'lang=en', null, 'en'],
    ['the lang cookie among others', 'theme=dark; lang=th; merchant=x', 'en', 'th'],
    ['the cookie before Accept-Language', 'lang=es', 'en-US,en;q=0.9', 'es'],
    ['a quoted cookie value', 'lang="th"', null, 'th'],
    ['spaces around the cookie', '  lang = en  ', null, 'en'],
    ['a cookie that is not shipped, then Accept-Language', 'lang=fr', 'th-TH', 'th'],
    ['a cookie in capitals (the site writes lower case)', 'lang=EN', null, 'es'],
    ['the first of repeated cookies', 'lang=en; lang=th', null, 'en'],
    ['repeated cookies, the first not shipped', 'lang=xx; lang=th', null, 'es'],
    ['names that only contain lang', 'xlang=en; langx=th; hisLang=en', null, 'es'],
    ['a cookie without a value', 'lang; lang=', null, 'es'],
    ['a half-quoted cookie', 'lang="en', null, 'es'],
    ['an encoded cookie (the site never writes one)', 'lang=%65n', null, 'es'],
    ['a region subtag', null, 'en-US', 'en'],
    ['the browser order', null, 'fr-FR, th-TH;q=0.8, en;q=0.7', 'th'],
    ['the highest q-value', null, 'en;q=0.5, th;q=0.9', 'th'],
    ['the earlier of equal q-values', null, 'th;q=0.5, en;q=0.5', 'th'],
    ['upper-case tags', null, 'EN-gb', 'en'],
    ['a numeric region', null, 'es-419', 'es'],
    ['more parameters', null, 'en-US;q=0.8;level=1', 'en'],
    ['spaces around the q-value', null, 'th ; q = 0.4 , en;q=0.3', 'th'],
    ['only languages not shipped', null, 'zh-CN, ja;q=0.9', 'es'],
    ['the wildcard', null, '*', 'es'],
    ['the wildcard before a shipped language', null, '*, en;q=0.1', 'en'],
    ['weight 0 (not acceptable)', null, 'en;q=0', 'es'],
    ['a malformed q-value', null, 'en;q=abc, th;q=.5', 'es'],
    ['a q-value over 1', null, 'en;q=1.5', 'es'],
    ['a q-value with four decimals', null, 'en;q=0.1234, th;q=0.123', 'th'],
    ['a q-value with two signs', null, 'en;q=0.8=1', 'es'],
    ['punctuation only', ';;;===', ',,,;;;==', 'es'],
    ['underscores (not BCP 47)', null, 'en_US', 'es'],
    ['a language beyond the first 50 ranges', null, `${'fr,'.repeat(60)}en`, 'es'],
    ['a language within the first 50 ranges', null, `${'fr,'.repeat(40)}en`, 'en'],
    ['a language beyond the first 4 kB', null, `${'x'.repeat(5000)},en`, 'es'],
    ['huge headers', `${'a=b; '.repeat(200_000)}lang=en`, `${'x-'.repeat(500_000)}, en`, 'es'],
  ])('%s', (_case, cookie, acceptLanguage, expected) => {
    expect(languageOfRequest(cookie, acceptLanguage)).toBe(expected);
  });

  it('reads the cookie behind other cookies, within its limit of 8 kB and 100 cookies', () => {
    const others = (count: number) =>
      Array.from({ length: count }, (_, index) => `_analytics${index}=${'v'.repeat(60)}`).join('; ');
    expect(languageOfRequest(`${others(90)}; lang=th`, null)).toBe('th');
    expect(languageOfRequest(`${others(100)}; lang=th`, null)).toBe('es');
    expect(languageOfRequest(`big=${'v'.repeat(8200)}; lang=th`, null)).toBe('es');
  });

  it('takes whatever arrives without throwing', () => {
    // A seeded generator: the same strings on every run.
    let seed = 7;
    const next = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31);
    const alphabet = 'lang=;,"q.0123456789enthes-*_ \t\u0000\u00e9\ud800';
    const garbage = () => Array.from({ length: next() % 200 }, () => alphabet[next() % alphabet.length] ?? '').join('');
    for (let round = 0; round < 500; round += 1) {
      expect(isShippedLanguage(languageOfRequest(garbage(), garbage()))).toBe(true);
    }
    const notStrings = [42, {}, ['lang=en'], Symbol('lang')] as unknown as string[];
    for (const value of notStrings) expect(languageOfRequest(value, value)).toBe('es');
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
  /** The eager strings plus every lazy area (i18n/areas.ts), and the errors, per language. */
  const everything = async () => {
    const areas = await Promise.all(lazyAreas.map(async (area) => [area, await appAreaLoaders[area]()] as const));
    const all: Record<string, Record<string, unknown>> = {};
    for (const language of shippedLanguages) {
      const { app, errors } = languageResources[language];
      all[language] = {
        app: { ...app, ...Object.fromEntries(areas.map(([area, strings]) => [area, strings[language]])) },
        errors,
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
    const { chooseLanguage, createAppI18n } = await import('./index');
    const { loadStringAreas } = await import('./areas');
    const before = createAppI18n('es', languageResources.es);
    expect(before.getResource('es', 'app', 'wallet')).toBeUndefined();
    await loadStringAreas(['wallet']);
    // Into the instance's copy, not into the language's strings that every later instance starts from.
    expect(languageResources.es.app).not.toHaveProperty('wallet');
    const after = createAppI18n('th', languageResources.th);
    for (const instance of [before, after]) {
      for (const language of shippedLanguages) {
        expect(instance.hasResourceBundle(language, 'app')).toBe(true);
        expect(instance.getResource(language, 'app', 'wallet'), language).toBeTypeOf('object');
        expect(instance.getResource(language, 'app', 'centres.member.menu'), language).toBeUndefined();
      }
    }
    // A language loaded later joins the areas already there, without replacing them.
    await chooseLanguage(before, 'en');
    expect(before.language).toBe('en');
    expect(before.t('meta.title')).toBe(languageResources.en.app.meta.title);
    expect(before.t('wallet.title')).toBe('Wallet');
  });
});
