import { createInstance, type i18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { allDsResources } from './complete';
import { dsLazyAreas, dsNamespace, loadDsStrings, type DsKey, type DsLazyArea, type DsStrings } from './resources';

export { dsLazyAreas, dsNamespace, loadDsStrings, type DsKey, type DsLazyArea, type DsStrings };

/** Languages shipped with complete translations (SPEC.md section 9: default ES; shipped EN, ES, TH). */
export const shippedLanguages = ['es', 'en', 'th'] as const;
export type ShippedLanguage = (typeof shippedLanguages)[number];
export const defaultLanguage: ShippedLanguage = 'es';

const rtlLanguages = new Set(['ar', 'he', 'fa', 'ur', 'ps', 'sd', 'ug', 'yi', 'dv']);

/** Text direction of a BCP 47 language tag. */
export function languageDirection(language: string): 'ltr' | 'rtl' {
  const primary = language.toLowerCase().split('-')[0] ?? '';
  return rtlLanguages.has(primary) ? 'rtl' : 'ltr';
}

/** The design system's strings, translated for the current language; options interpolate `{{name}}`. */
export function useDsTranslation() {
  const { t } = useTranslation(dsNamespace);
  return (key: DsKey, options?: Record<string, string | number>) => t(key, options ?? {});
}

/** The current language of the design system's i18next instance (for Intl formatters). */
export function useDsLanguage(): string {
  return useTranslation(dsNamespace).i18n.language;
}

/**
 * A ready i18next instance holding all of the design system's strings: for tests, Storybook and
 * hosts without their own i18next set-up. An app with its own instance adds its language's
 * `loadDsStrings` instead, and each of `dsLazyAreas` when a page needs it.
 */
export function createDesignSystemI18n(language: string = defaultLanguage): i18n {
  const instance = createInstance();
  void instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: 'en',
    ns: [dsNamespace],
    defaultNS: dsNamespace,
    resources: Object.fromEntries(
      Object.entries(allDsResources).map(([lang, strings]) => [lang, { [dsNamespace]: strings }]),
    ),
    initAsync: false,
    interpolation: { escapeValue: false },
  });
  return instance;
}
