/**
 * The product lines the frame links to (SPEC.md section 2): the lanes with a route and at least one
 * vendor, in the server's vendor order, with their vendors as the design system shows them.
 */
import type { Vendor } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { cdnUrl } from '../../api';
import type { ProductLine, VendorCard, VendorLane } from '@lobby/contract';
import { useGameVendors, useSystemStatus } from '../../data';
import { navigableLanes, routeOfLine } from '../../routes/categories';
import type { GameCentreRoute, GameListRoute } from '../../routes/paths';

export interface CategoryLane {
  line: ProductLine;
  route: GameCentreRoute | GameListRoute;
  /** The line's name from the server, in the page's language. */
  name: string;
  vendors: Vendor[];
}

/** Image URLs on the image CDN (SPEC.md section 7), picked once per list rather than per render. */
export function useImageCdns(): readonly string[] {
  const status = useSystemStatus();
  return status.data?.info.config.imageCdnList ?? emptyList;
}

const emptyList: readonly string[] = [];

export function toVendor(card: VendorCard, imageCdns: readonly string[]): Vendor {
  return {
    code: card.vassalage,
    name: card.displayName || card.vassalage,
    logo: card.smallIcon || card.lagerIcon ? cdnUrl(card.smallIcon || card.lagerIcon, imageCdns) : undefined,
  };
}

/** Every lane the server sent (all product lines, also those without a route). */
export function useVendorLanes() {
  const vendors = useGameVendors();
  const lanes: readonly VendorLane[] | undefined = vendors.data?.data.lanes;
  return { ...vendors, lanes };
}

/** The navigable categories; undefined while the vendors are loading or could not be read. */
export function useCategoryLanes() {
  const vendors = useVendorLanes();
  const imageCdns = useImageCdns();
  const { lanes } = vendors;
  const categories = useMemo(
    () =>
      lanes
        ? navigableLanes(lanes).flatMap((lane): CategoryLane[] => {
            const route = routeOfLine[lane.title];
            if (!route) return [];
            return [
              {
                line: lane.title,
                route,
                name: lane.displayName,
                vendors: lane.cards.map((card) => toVendor(card, imageCdns)),
              },
            ];
          })
        : undefined,
    [lanes, imageCdns],
  );
  return { ...vendors, categories };
}

/** Every product line with a route, in the route table's order. */
const routedLines = (Object.keys(routeOfLine) as ProductLine[]).flatMap((line) => {
  const route = routeOfLine[line];
  return route ? [{ line, route }] : [];
});

export type CategoryLink = Omit<CategoryLane, 'vendors'>;

/**
 * The categories to link to from lists (side menu, footer). Until the vendors arrive (or when they
 * cannot be read) every line with a route stands in, named by the site, so the lists keep their shape.
 */
export function useCategoryLinks(): CategoryLink[] {
  const { t } = useTranslation();
  const { categories } = useCategoryLanes();
  return useMemo(
    () =>
      categories?.map(({ line, route, name }) => ({ line, route, name })) ??
      routedLines.map(({ line, route }) => ({ line, route, name: t(`games.lines.${line}`) })),
    [categories, t],
  );
}
