/**
 * Where a banner leads (SPEC.md section 2: clicking a slide with a link type opens its target), by the
 * platform's linkage type: 1 a route of the site, 2 an external page, 3 a promotion, 4 a game.
 */
import type { BannerLink } from '@lobby/design-system';
import type { Banner as WireBanner } from '@lobby/contract';

type BannerLinkType = 'route' | 'external' | 'promotion' | 'game';

const typeOfLinkage: Readonly<Partial<Record<WireBanner['linkageType'], BannerLinkType>>> = {
  1: 'route',
  2: 'external',
  3: 'promotion',
  4: 'game',
};

/** The slide's link, or none (linkage 0, or a target that cannot be opened safely). */
export function bannerLink(banner: Pick<WireBanner, 'linkageType' | 'target'>): BannerLink | undefined {
  const type = typeOfLinkage[banner.linkageType];
  const target = banner.target.trim();
  if (!type || !target) return undefined;
  if (type === 'route' && !isSiteRoute(target)) return undefined;
  if (type === 'external' && !isWebUrl(target)) return undefined;
  if (type === 'game' && !/^\d+$/.test(target)) return undefined;
  return { type, target };
}

/** A path of this site: one leading slash (never `//host`, which would leave the site). */
function isSiteRoute(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//') && !target.includes('\\');
}

/** Only http(s) pages open in a new tab: never `javascript:` or `data:` from an operator's banner. */
function isWebUrl(target: string): boolean {
  try {
    const url = new URL(target);
    return url.protocol === 'https:' || url.protocol === 'http:';
  } catch {
    return false;
  }
}
