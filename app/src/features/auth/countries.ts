import { countryFlagPath } from '@lobby/contract';
import type { PhoneCountry } from '@lobby/design-system';
import { useMemo } from 'react';
import { cdnUrl } from '../../api';
import { useSystemStatus } from '../../data';

/**
 * The dialing codes offered for a mobile number until the platform publishes a country list: the
 * markets of the shipped languages (SPEC.md section 9: ES, EN, TH).
 */
const phoneMarkets = [
  ['MX', '52'],
  ['ES', '34'],
  ['US', '1'],
  ['GB', '44'],
  ['TH', '66'],
] as const;

/**
 * The countries of the dialing-code picker, each with its flag picture: the image host's path per
 * country code (SPEC.md section 7 "Client handling") on an image CDN, picked once per list.
 */
export function usePhoneCountries(): PhoneCountry[] {
  const cdns = useSystemStatus().data?.info.config.imageCdnList;
  return useMemo(
    () =>
      phoneMarkets.map(([countryCode, countryDialingCode]) => ({
        countryCode,
        countryDialingCode,
        flagUrl: cdnUrl(countryFlagPath(countryCode), cdns ?? []),
      })),
    [cdns],
  );
}

const dialingCodeByLanguage: Record<string, string> = { es: '52', en: '1', th: '66' };

/** The dialing code chosen at first: the page's language's market. */
export function defaultDialingCode(language: string): string {
  return dialingCodeByLanguage[language] ?? '52';
}
