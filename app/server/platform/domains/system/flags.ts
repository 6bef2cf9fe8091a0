// Country flag images (SPEC.md section 3 "Country entry": flag image by country code; section 7
// "Client handling": an image host path per country code): GET /wps/assets/flag/<CODE>.svg answers
// the 3:2 SVG flag of the country-flag-icons package (MIT; flags drawn for small sizes, 0.3 to 1.4 kB
// each). Any ISO 3166-1 alpha-2 code the package draws is served; anything else is 404.
import { hasFlag } from 'country-flag-icons';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { PlatformApp } from '../../domain';
import { serveAsset } from '../../shared/assets';

/** The package's folder of 3:2 SVG files (its exports name no SVG file, but its package.json). */
const flagFolder = join(dirname(createRequire(import.meta.url).resolve('country-flag-icons/package.json')), '3x2');

/** The SVG flag of an upper-case two-letter code, or undefined if the package draws none. */
export function countryFlagSvg(countryCode: string): string | undefined {
  if (!/^[A-Z]{2}$/.test(countryCode) || !hasFlag(countryCode)) return undefined;
  return readFileSync(join(flagFolder, `${countryCode}.svg`), 'utf8');
}

/**
 * Registers the flag route (the path is the contract's `countryFlagPath`). A flag is read from the
 * package on its first request and kept with its ETag (serveAsset): the files never change while the
 * platform runs.
 */
export function flagRoutes(router: PlatformApp): void {
  serveAsset(router, 'flag', /^[A-Z]{2}$/, countryFlagSvg);
}
