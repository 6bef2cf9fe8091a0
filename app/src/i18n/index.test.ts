// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { languageResources } from '../test/languages';
import { chooseLanguage, createAppI18n, loadLanguageResources } from './index';

beforeEach(() => {
  localStorage.clear();
  document.head.innerHTML = '<meta name="description" content="">';
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('loadLanguageResources', () => {
  it("loads one language's first-screen strings: the app's, the design system's and the errors", async () => {
    const thai = await loadLanguageResources('th');
    expect(thai.app.languageName).toBe('ไทย');
    expect(thai.ds.close).toBe('ปิด');
    expect(thai.errors.unknown).toBe(languageResources.th.errors.unknown);
  });
});

describe('createAppI18n', () => {
  it('holds the one language it is given, and marks the page with it', () => {
    const instance = createAppI18n('es', languageResources.es);
    expect(instance.language).toBe('es');
    expect(instance.t('site.loading')).toBe('Cargando…');
    expect(instance.t('ds:close')).toBe('Cerrar');
    expect(instance.getResource('en', 'app', 'site.loading')).toBeUndefined();
    expect(document.documentElement.lang).toBe('es');
    expect(document.documentElement.dir).toBe('ltr');
    expect(document.title).toBe(languageResources.es.app.meta.title);
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(
      languageResources.es.app.meta.description,
    );
  });

  it('works where there is no document (server rendering)', () => {
    vi.stubGlobal('document', undefined);
    const instance = createAppI18n('th', languageResources.th);
    expect(instance.t('site.loading')).toBe('กำลังโหลด…');
  });
});

describe("the components' t (getFixedT)", () => {
  it("answers as i18next does, and a string's change shows at once", () => {
    const instance = createAppI18n('es', languageResources.es);
    const t = instance.getFixedT('es', 'app') as unknown as (key: string, options?: object) => unknown;
    const ds = instance.getFixedT('es', 'ds') as unknown as (key: string, options?: object) => unknown;
    expect(t('site.loading')).toBe('Cargando…');
    expect(t('site.loading')).toBe('Cargando…');
    expect(ds('close', {})).toBe('Cerrar');
    // Another namespace, prefix or language is another answer.
    expect(instance.getFixedT('es', 'app', 'site')('loading')).toBe('Cargando…');
    expect(t('ds:close')).toBe('Cerrar');
    // Options go to i18next: interpolation, counts, another language.
    instance.addResource('es', 'app', 'test.greeting', 'Hola, {{name}}');
    expect(t('test.greeting', { name: 'Ana' })).toBe('Hola, Ana');
    expect(t('test.greeting', { name: 'Luis' })).toBe('Hola, Luis');
    // Strings added later (a lazy area, the operator's name) replace what was kept.
    instance.addResource('es', 'app', 'site.loading', 'Un momento…');
    expect(t('site.loading')).toBe('Un momento…');
    instance.addResourceBundle('es', 'ds', { close: 'Cerrar ahora' }, true, true);
    expect(ds('close', {})).toBe('Cerrar ahora');
    // A missing key answers the key, and becomes the string once added.
    expect(t('test.later')).toBe('test.later');
    instance.addResource('es', 'app', 'test.later', 'Luego');
    expect(t('test.later')).toBe('Luego');
  });

  it('asks i18next once per key until the strings change', () => {
    const instance = createAppI18n('es', languageResources.es);
    const asked = vi.spyOn(instance, 't');
    const t = instance.getFixedT('es', 'app') as unknown as (key: string, options?: object) => unknown;
    for (let call = 0; call < 3; call += 1) t('site.loading');
    expect(asked).toHaveBeenCalledTimes(1);
    t('site.loading', { lng: 'es' });
    expect(asked).toHaveBeenCalledTimes(2);
    instance.addResource('es', 'app', 'test.other', 'Otro');
    t('site.loading');
    expect(asked).toHaveBeenCalledTimes(3);
  });

  it('keeps an answer by its options when they are plain values, and asks again for other ones', () => {
    const instance = createAppI18n('es', languageResources.es);
    instance.addResource('es', 'app', 'test.greeting', 'Hola, {{name}} ({{count}})');
    const asked = vi.spyOn(instance, 't');
    const t = instance.getFixedT('es', 'app') as unknown as (key: string, options?: object) => unknown;
    expect(t('test.greeting', { name: 'Ana', count: 2 })).toBe('Hola, Ana (2)');
    expect(t('test.greeting', { count: 2, name: 'Ana' })).toBe('Hola, Ana (2)');
    expect(asked).toHaveBeenCalledTimes(1);
    // Other values, or the same text of another type, are other answers.
    expect(t('test.greeting', { name: 'Luis', count: 2 })).toBe('Hola, Luis (2)');
    expect(t('test.greeting', { name: 'Ana', count: '2' })).toBe('Hola, Ana (2)');
    expect(asked).toHaveBeenCalledTimes(3);
    // An object among the options is asked for every time.
    const name = { toString: () => 'Eva' };
    t('test.greeting', { name, count: 1 });
    t('test.greeting', { name, count: 1 });
    expect(asked).toHaveBeenCalledTimes(5);
    // New strings forget what was kept.
    instance.addResource('es', 'app', 'test.greeting', 'Buenas, {{name}}');
    expect(t('test.greeting', { name: 'Ana', count: 2 })).toBe('Buenas, Ana');
  });
});

describe('chooseLanguage', () => {
  it('loads the language, switches to it and remembers it in storage and in a cookie', async () => {
    const cookies: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((cookie: string) => {
      cookies.push(cookie);
    });
    const instance = createAppI18n('es', languageResources.es);
    // main.tsx names the operator in every language before the others are loaded.
    instance.addResource('th', 'app', 'siteName', 'Aurora');

    await chooseLanguage(instance, 'th');

    expect(instance.language).toBe('th');
    expect(instance.t('site.loading')).toBe('กำลังโหลด…');
    expect(instance.t('errors:unknown')).toBe(languageResources.th.errors.unknown);
    expect(instance.t('siteName')).toBe('Aurora');
    expect(localStorage.getItem('lang')).toBe('th');
    expect(localStorage.getItem('hisLang')).toBe('th');
    expect(cookies).toEqual(['lang=th; Path=/; Max-Age=31536000; SameSite=Lax']);
    expect(document.documentElement.lang).toBe('th');
    expect(document.title).toBe(languageResources.th.app.meta.title);
  });
});
