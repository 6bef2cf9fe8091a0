import { defaultLanguage, shippedLanguages, type ShippedLanguage } from '@lobby/design-system';

/**
 * Where the language is kept (SPEC.md section 3: "lang" and "hisLang"). `lang` is the language in
 * use; `hisLang` is the last one the player chose. Both are written when the player chooses, and
 * `hisLang` is the fallback when `lang` is missing or not shipped.
 */
export const languageKeys = ['lang', 'hisLang'] as const;

export function isShippedLanguage(value: unknown): value is ShippedLanguage {
  return shippedLanguages.some((language) => language === value);
}

/** The first stored language that is shipped, else the default (SPEC.md section 9: Spanish). */
export function pickLanguage(stored: readonly (string | null)[]): ShippedLanguage {
  return stored.find(isShippedLanguage) ?? defaultLanguage;
}

// TEMPORARY until the language of a request lands.
export function languageOfRequest(cookie: string | null | undefined, accept: string | null | undefined): ShippedLanguage {
  const fromCookie = /(?:^|;\s*)lang=([a-z]{2})/.exec(cookie ?? '')?.[1];
  if (isShippedLanguage(fromCookie)) return fromCookie;
  const fromHeader = /^([a-z]{2})/.exec(accept ?? '')?.[1];
  return isShippedLanguage(fromHeader) ? fromHeader : defaultLanguage;
}
