import { defaultLanguage, shippedLanguages, type ShippedLanguage } from '@lobby/design-system';
import { readCookie } from '../data/preferences';

/**
 * Where the language is kept (SPEC.md section 3: "lang" and "hisLang"). `lang` is the language in
 * use; `hisLang` is the last one the player chose. Both are written when the player chooses, and
 * `hisLang` is the fallback when `lang` is missing or not shipped.
 */
export const languageKeys = ['lang', 'hisLang'] as const;

/** The cookie that tells the server the player's language (written with `lang` when they choose). */
export const languageCookie = 'lang';

export function isShippedLanguage(value: unknown): value is ShippedLanguage {
  return shippedLanguages.some((language) => language === value);
}

/** The first stored language that is shipped, else the default (SPEC.md section 9: Spanish). */
export function pickLanguage(stored: readonly (string | null)[]): ShippedLanguage {
  return stored.find(isShippedLanguage) ?? defaultLanguage;
}

// Request headers come from anyone: only so much of them is read, so that a huge or crafted header
// costs the server no more than an ordinary one. Browsers send a few language ranges.
const acceptLanguageLimits = { length: 4096, entries: 50 };

/**
 * The language to render a request in: the `lang` cookie when it names a shipped language, else the
 * first shipped language of Accept-Language by its q-value (primary subtags: `en-US` is English),
 * else the default (SPEC.md section 9: Spanish). Anything malformed counts as absent; it never throws.
 */
export function languageOfRequest(
  cookieHeader: string | null | undefined,
  acceptLanguage: string | null | undefined,
): ShippedLanguage {
  return cookieLanguage(cookieHeader) ?? acceptedLanguage(acceptLanguage) ?? defaultLanguage;
}

/** The `lang` cookie, when it names a shipped language. */
function cookieLanguage(header: unknown): ShippedLanguage | undefined {
  const value = readCookie(header, languageCookie);
  return isShippedLanguage(value) ? value : undefined;
}

/** RFC 9110 section 12.5.4; a language range of weight 0, `*` or an unknown language is skipped. */
function acceptedLanguage(header: unknown): ShippedLanguage | undefined {
  if (typeof header !== 'string') return undefined;
  let best: ShippedLanguage | undefined;
  let bestWeight = 0;
  for (const entry of header.slice(0, acceptLanguageLimits.length).split(',', acceptLanguageLimits.entries)) {
    const [range = '', ...parameters] = entry.split(';');
    const primary = range.trim().split('-')[0]?.toLowerCase();
    if (!isShippedLanguage(primary)) continue;
    const weight = qValue(parameters);
    // Strictly greater: of equal weights the earlier range wins.
    if (weight > bestWeight) {
      best = primary;
      bestWeight = weight;
    }
  }
  return best;
}

/** The q parameter (1 when absent); a malformed one counts as 0, so that the range is skipped. */
function qValue(parameters: readonly string[]): number {
  for (const parameter of parameters) {
    const separator = parameter.indexOf('=');
    if (separator < 0 || parameter.slice(0, separator).trim().toLowerCase() !== 'q') continue;
    const text = parameter.slice(separator + 1).trim();
    return /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/.test(text) ? Number(text) : 0;
  }
  return 1;
}
