// Countries (SPEC.md section 3 "Country entry": countryCode, countryDialingCode, flag image by
// country code). A module of its own, so that only the pages showing a country carry it.

/**
 * A country's flag image on the image host (SPEC.md section 3 "Country entry": flag image by country
 * code; section 7 "Client handling": an image host path per country code). The code is ISO 3166-1
 * alpha-2, upper case: one URL per flag. The client puts it on an image CDN like any platform image.
 */
export const countryFlagPath = (countryCode: string): string =>
  `/wps/assets/flag/${countryCode.trim().toUpperCase()}.svg`;
