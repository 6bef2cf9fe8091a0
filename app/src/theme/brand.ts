import { brandThemeProblem, type BrandTheme } from '@lobby/tokens';

/** Where the server publishes the operator's compiled brand; 204 when none is configured. */
export const brandUrl = `${import.meta.env.BASE_URL}theme/brand.json`;

/** A slow server must not keep the page blank: past this, the default theme is used. */
const brandTimeoutMs = 5000;

/**
 * The operator's brand, or null for the default theme. Never throws: a brand that is missing,
 * unreachable or malformed falls back to the default theme, with one warning for the last two.
 */
export async function loadBrand(fetchBrand: typeof fetch = fetch): Promise<BrandTheme | null> {
  try {
    // Accept JSON only, so that a dev server's HTML fallback answers 404 instead of a page.
    const response = await fetchBrand(brandUrl, {
      headers: { Accept: 'application/json' },
      signal: AbortSignal.timeout(brandTimeoutMs),
    });
    // 204: the server has no brand; 404: a server that does not publish brands (a dev server, a CDN).
    if (response.status === 204 || response.status === 404) return null;
    if (!response.ok) throw new Error(`HTTP ${response.status}`);
    const body: unknown = await response.json();
    const problem = brandThemeProblem(body);
    if (problem !== null) throw new Error(problem);
    // Checked token by token above.
    return body as BrandTheme;
  } catch (error) {
    console.warn(`Operator brand not applied, using the default theme: ${String(error)}`);
    return null;
  }
}
