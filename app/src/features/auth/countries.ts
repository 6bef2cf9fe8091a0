import type { PhoneCountry } from '@lobby/design-system';

/**
 * The dialing codes offered for a mobile number until the platform publishes a country list: the
 * markets of the shipped languages (SPEC.md section 9: ES, EN, TH).
 */
export const phoneCountries: PhoneCountry[] = (
  [
    ['MX', '52'],
    ['ES', '34'],
    ['US', '1'],
    ['GB', '44'],
    ['TH', '66'],
  ] as const
).map(([countryCode, countryDialingCode]) => ({
  countryCode,
  countryDialingCode,
  // SPEC.md section 7: flag images come from the platform's image path per country code.
  flagUrl: `/wps/assets/flag/${countryCode}.svg`,
}));

const dialingCodeByLanguage: Record<string, string> = { es: '52', en: '1', th: '66' };

/** The dialing code chosen at first: the page's language's market. */
export function defaultDialingCode(language: string): string {
  return dialingCodeByLanguage[language] ?? '52';
}
