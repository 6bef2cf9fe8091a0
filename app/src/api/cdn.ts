/**
 * The image and launch CDNs (SPEC.md section 7): each use picks one at random from its list, which
 * spreads the load. `random` is injectable so tests are deterministic.
 */

/** One entry of the list, at random; undefined for an empty list. */
export function pickCdn(list: readonly string[], random: () => number = Math.random): string | undefined {
  if (list.length === 0) return undefined;
  return list[Math.min(list.length - 1, Math.floor(random() * list.length))];
}

/**
 * A platform path joined to a CDN picked at random; absolute URLs and data: URIs are kept as they
 * are, and with no CDN the path stays relative to the site.
 */
export function cdnUrl(path: string, list: readonly string[], random: () => number = Math.random): string {
  if (/^(?:[a-z][a-z\d+.-]*:|\/\/)/i.test(path)) return path;
  const base = pickCdn(list, random);
  if (!base) return path;
  return `${base.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}
