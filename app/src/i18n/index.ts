import {
  defaultLanguage,
  dsNamespace,
  dsResources,
  languageDirection,
  shippedLanguages,
  type ShippedLanguage,
  type Translate,
} from '@lobby/design-system';
import { createInstance, type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { readPreference, writeCookie, writePreference } from '../data/preferences';
import { languageKeys, pickLanguage } from './language';
import { errorResources, errorsNamespace } from './errors';
import { registerInstance } from './areas';
import { appNamespace, appResources } from './resources';

// TEMPORARY until the per-language chunks land.
export type LanguageResources = null;
export function loadLanguageResources(_language: ShippedLanguage): Promise<LanguageResources> {
  return Promise.resolve(null);
}

/** The site's i18next instance: the app's strings plus the design system's ("ds"), per shipped language. */
export function createAppI18n(language?: ShippedLanguage, _resources?: LanguageResources): i18n {
  const instance = createInstance();
  instance.on('languageChanged', (language: string) => {
    reflectLanguage(instance, language);
  });
  void instance.use(initReactI18next).init({
    lng: language ?? pickLanguage(languageKeys.map(readPreference)),
    supportedLngs: shippedLanguages,
    fallbackLng: defaultLanguage,
    ns: [appNamespace, dsNamespace, errorsNamespace],
    defaultNS: appNamespace,
    resources: Object.fromEntries(
      shippedLanguages.map((language) => [
        language,
        {
          [appNamespace]: appResources[language],
          [dsNamespace]: dsResources[language],
          [errorsNamespace]: errorResources[language],
        },
      ]),
    ),
    // The strings are bundled: initialise synchronously, so that the first render is translated.
    initAsync: false,
    // React escapes what it renders.
    interpolation: { escapeValue: false },
  });
  registerInstance(instance);
  return instance;
}

/**
 * Switches the language at the player's request and remembers it: in localStorage, and in the `lang`
 * cookie, which the server renders the next page in (i18n/language.ts: languageOfRequest).
 */
export async function chooseLanguage(instance: i18n, language: ShippedLanguage): Promise<void> {
  for (const key of languageKeys) writePreference(key, language);
  writeCookie('lang', language);
  await instance.changeLanguage(language);
}

// <html lang dir> drive fonts, line breaking, screen readers and the logical CSS properties; the
// title and description are what tabs, bookmarks and search results show.
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
