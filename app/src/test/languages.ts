/**
 * Every shipped language's first-screen strings, loaded once when a test file imports this: the
 * site loads one language before its first render (main.tsx); a test makes its instance at once, in
 * any language.
 */
import { shippedLanguages, type ShippedLanguage } from '@lobby/design-system';
import type { i18n } from 'i18next';
import { createAppI18n, loadLanguageResources, type LanguageResources } from '../i18n';

export const languageResources = Object.fromEntries(
  await Promise.all(shippedLanguages.map(async (language) => [language, await loadLanguageResources(language)])),
) as Record<ShippedLanguage, LanguageResources>;

/** The site's i18next instance in `language`, as main.tsx makes it. */
export function createTestI18n(language: ShippedLanguage): i18n {
  return createAppI18n(language, languageResources[language]);
}
