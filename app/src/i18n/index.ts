import {
  dsNamespace,
  languageDirection,
  loadDsStrings,
  shippedLanguages,
  type DsStrings,
  type ShippedLanguage,
  type Translate,
} from '@lobby/design-system';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { writeCookie, writePreference } from '../data/preferences';
import { languageCookie, languageKeys } from './language';
import { errorsNamespace, type ErrorStrings } from './errors';
import { registerInstance } from './areas';
import { appNamespace, type EagerAppStrings } from './resources';

/** One language's first-screen strings, by namespace: the app's eager areas, the design system's core, the errors. */
export interface LanguageResources {
  [appNamespace]: EagerAppStrings;
  [dsNamespace]: DsStrings;
  [errorsNamespace]: ErrorStrings;
}

// One import() per language, each module naming only its own language's files, so that the bundler
// gives each language a chunk of its own; the design system's strings in that language are another
// chunk (loadDsStrings: the site reaches the design system only through its entry), fetched at the
// same time. A page in Spanish downloads no English or Thai (ARCHITECTURE.md: the first script
// carries one language's strings).
const appLanguages = {
  es: () => import('./languages/es'),
  en: () => import('./languages/en'),
  th: () => import('./languages/th'),
} as const satisfies Record<ShippedLanguage, () => Promise<{ app: EagerAppStrings; errors: ErrorStrings }>>;

/** Fetches one language's first-screen strings (the app's and the design system's, in parallel). */
export async function loadLanguageResources(language: ShippedLanguage): Promise<LanguageResources> {
  const [{ app, errors }, ds] = await Promise.all([appLanguages[language](), loadDsStrings(language)]);
  return { [appNamespace]: app, [dsNamespace]: ds, [errorsNamespace]: errors };
}

/**
 * The site's i18next instance in `language`, with that language's strings only (`chooseLanguage`
 * adds another's when the player switches). No fallback language: it would need a second language's
 * chunk, and the completeness tests guarantee every key in every shipped language. Runs in the
 * browser and, for server rendering, in Node.
 */
export function createAppI18n(language: ShippedLanguage, resources: LanguageResources): i18n {
  const instance = createInstance();
  instance.on('languageChanged', (changed: string) => {
    reflectLanguage(instance, changed);
  });
  void instance.use(initReactI18next).init({
    lng: language,
    supportedLngs: shippedLanguages,
    fallbackLng: false,
    ns: [appNamespace, dsNamespace, errorsNamespace],
    defaultNS: appNamespace,
    // A copy of each namespace: i18next adds the lazy areas (areas.ts) and the operator's name into
    // the objects it was given, which are the language module's own, shared by every instance made
    // later in the process (each server render; a test file after another). Also, i18next's resource
    // type has an index signature, which an interface does not.
    resources: {
      [language]: Object.fromEntries(
        Object.entries(resources).map(([namespace, strings]) => [namespace, { ...strings }]),
      ),
    },
    // The strings are here: initialise synchronously, so that the first render is translated.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  rememberPlainKeys(instance);
  registerInstance(instance);
  return instance;
}

/**
 * i18next's fixed `t` (what useTranslation gives every component) copies the instance's whole options
 * object on each call before it resolves the key, plurals, context, nesting and interpolation:
 * profiled on the server, i18next took 1.8 s of 12 s rendering home 560 times (3 ms of each 21 ms
 * render), its fixed `t` alone 0.66 s. Most calls name a key and nothing else (the design system's
 * always pass `{}`): their answers are kept per language, namespace, prefix and key, and forgotten
 * whenever the instance's strings change (a lazy area, another language, the operator's name). A
 * call whose options are all strings, numbers or booleans (interpolation, counts, another language)
 * is kept by its options too: the same values give the same answer (after the plain keys, these
 * were 0.8 s of 10 s of a render thread's work on home, most of i18next's share). Other options (an
 * object, a function) go to i18next every time. At most `rememberedAnswers` are kept.
 */
function rememberPlainKeys(instance: i18n): void {
  const answers = new Map<string, string>();
  const forget = () => {
    answers.clear();
  };
  instance.store.on('added', forget);
  instance.store.on('removed', forget);
  const fixedT = instance.getFixedT.bind(instance) as unknown as FixedTOf;
  const remembering: FixedTOf = (language, namespace, keyPrefix, fixedOptions) => {
    const t = fixedT(language, namespace, keyPrefix, fixedOptions);
    if (typeof language !== 'string' || (keyPrefix !== undefined && typeof keyPrefix !== 'string')) return t;
    const scope = `${language}\u0000${String(namespace)}\u0000${keyPrefix ?? ''}\u0000`;
    const translate = (key: unknown, options?: unknown, ...rest: unknown[]): unknown => {
      const given = typeof key === 'string' && rest.length === 0 ? optionsId(options) : null;
      if (given === null) return t(key, options, ...rest);
      const id = scope + String(key) + given;
      const known = answers.get(id);
      if (known !== undefined) return known;
      const answer = t(key, options);
      if (typeof answer === 'string') {
        if (answers.size >= rememberedAnswers) answers.clear();
        answers.set(id, answer);
      }
      return answer;
    };
    return Object.assign(translate, { lng: t.lng, lngs: t.lngs, ns: t.ns, keyPrefix: t.keyPrefix });
  };
  instance.getFixedT = remembering as unknown as i18n['getFixedT'];
}

/** i18next's getFixedT as this module calls it (its declared overloads are keyed by the site's strings). */
type FixedTOf = (
  language: unknown,
  namespace: unknown,
  keyPrefix: unknown,
  options: unknown,
) => ((key: unknown, options?: unknown, ...rest: unknown[]) => unknown) & {
  lng?: unknown;
  lngs?: unknown;
  ns?: unknown;
  keyPrefix?: unknown;
};

/** How many answers a language's `t` keeps at most (the interpolated ones vary with the data). */
const rememberedAnswers = 5000;

/**
 * The part of an answer's identity that its options make: '' for none (or `{}`), the options' names
 * and values for options that are all strings, numbers or booleans, null for any other options.
 */
function optionsId(options: unknown): string | null {
  if (options === undefined || options === null) return '';
  if (typeof options !== 'object' || Array.isArray(options)) return null;
  let id = '';
  for (const name of Object.keys(options).sort()) {
    const value = (options as Record<string, unknown>)[name];
    const type = typeof value;
    if (type !== 'string' && type !== 'number' && type !== 'boolean' && type !== 'undefined') return null;
    id += `\u0001${name}\u0002${type[0] ?? ''}${String(value)}`;
  }
  return id;
}

/**
 * Switches the language at the player's request and remembers it: in localStorage (SPEC.md section
 * 3: "lang" and "hisLang") and in a cookie, which the server reads to render the next page in it.
 */
export async function chooseLanguage(instance: i18n, language: ShippedLanguage): Promise<void> {
  const resources = await loadLanguageResources(language);
  for (const [namespace, strings] of Object.entries(resources)) {
    // Deep and without overwriting: the lazy areas already there (areas.ts) and the operator's name
    // (main.tsx sets siteName in every language) stay as they are.
    instance.addResourceBundle(language, namespace, strings, true, false);
  }
  for (const key of languageKeys) writePreference(key, language);
  writeCookie(languageCookie, language);
  await instance.changeLanguage(language);
}

// <html lang dir> drive fonts, line breaking, screen readers and the logical CSS properties; the
// title and description are what tabs, bookmarks and search results show. On the server there is no
// document: the page's markup carries them.
function reflectLanguage(instance: i18n, language: string): void {
  if (typeof document === 'undefined') return;
  const root = document.documentElement;
  root.lang = language;
  root.dir = languageDirection(language);
  document.title = instance.t('meta.title', { lng: language });
  document
    .querySelector('meta[name="description"]')
    ?.setAttribute('content', instance.t('meta.description', { lng: language }));
}

/** The design system's strings through the app's i18next instance (for its rule messages). */
export function dsTranslate(instance: i18n): Translate {
  return (key, options) => instance.t(`ds:${key}` as 'ds:rulesRequired', options ?? {});
}
