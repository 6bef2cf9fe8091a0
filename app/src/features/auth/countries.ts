import type { PhoneCountry } from '@lobby/design-system';

/**
 * The dialing codes offered for a mobile number until the platform publishes a country list: the
 * markets of the shipped languages (SPEC.md section 9: ES, EN, TH). No flag image: the platform's
 * image host publishes none yet, and the field shows the country's emoji flag without one.
 */
export const phoneCountries: PhoneCountry[] = (
  [
    ['MX', '52'],
    ['ES', '34'],
    ['US', '1'],
    ['GB', '44'],
    ['TH', '66'],
  ] as const
).map(([countryCode, countryDialingCode]) => ({ countryCode, countryDialingCode }));

const dialingCodeByLanguage: Record<string, string> = { es: '52', en: '1', th: '66' };

/** The dialing code chosen at first: the page's language's market. */
export function defaultDialingCode(language: string): string {
  return dialingCodeByLanguage[language] ?? '52';
}
