/**
 * The home game menu (SPEC.md section 2: hot, favourites, slots/RNG, live, fish, sports, e-sports,
 * PVP, cockfight, exclusive), and which of them have content. Pure, so the rules are tested alone.
 */
import type { ProductLine, VendorCard, VendorLane } from '@lobby/contract';
import { cockfightVendors, esportsVendors } from '../../config/business';

const lobbyCategories = [
  'hot',
  'favourites',
  'rng',
  'live',
  'fish',
  'sports',
  'esports',
  'pvp',
  'cockfight',
  'exclusive',
] as const;
export type LobbyCategory = (typeof lobbyCategories)[number];

/** The category shown when the URL names none (or one that is not on the menu). */
export const defaultCategory: LobbyCategory = 'hot';

/** The product line of each category that is one. */
export const lineOfCategory: Readonly<Partial<Record<LobbyCategory, ProductLine>>> = {
  rng: 'RNG',
  live: 'LIVE',
  fish: 'FISH',
  sports: 'SPORTS',
  esports: 'ESPORTS',
  pvp: 'PVP',
  cockfight: 'COCKFIGHT',
  exclusive: 'EXCLUSIVE',
};

/** SPEC.md section 9: the exclusive category is vendor BGS. */
const exclusiveVendors: readonly string[] = ['BGS'];

/** SPEC.md section 9: home rows show at most 5 vendors in the RNG and live lists. */
export const maxVendorRows = 5;

/** How a category's games are laid out on home. */
export type CategoryLayout =
  /** One row per vendor (RNG, live: at most 5, each with "More"). */
  | 'vendorRows'
  /** One row with the line's games, limited to the category's vendors. */
  | 'lineRow';

export const layoutOfLine = (line: ProductLine): CategoryLayout =>
  line === 'RNG' || line === 'LIVE' ? 'vendorRows' : 'lineRow';

/** The vendor codes a category is limited to, from the site's configuration (SPEC.md section 3). */
export interface CategoryVendorLists {
  esportsList?: readonly string[];
  cockfightList?: readonly string[];
}

/**
 * The vendors of a product line's category on home: the lane's vendors, limited to the configured
 * e-sports list (IMES), cockfight list (SV3) and the exclusive vendor (BGS), in the server's order.
 */
export function categoryVendors(
  line: ProductLine,
  lanes: readonly VendorLane[],
  lists: CategoryVendorLists = {},
): VendorCard[] {
  const cards = lanes.find((lane) => lane.title === line)?.cards ?? [];
  const only = vendorListOf(line, lists);
  return only ? cards.filter((card) => only.includes(card.vassalage)) : cards;
}

function vendorListOf(line: ProductLine, lists: CategoryVendorLists): readonly string[] | undefined {
  const given = (list: readonly string[] | undefined, fallback: readonly string[]) =>
    list && list.length > 0 ? list : fallback;
  if (line === 'ESPORTS') return given(lists.esportsList, esportsVendors);
  if (line === 'COCKFIGHT') return given(lists.cockfightList, cockfightVendors);
  if (line === 'EXCLUSIVE') return exclusiveVendors;
  return undefined;
}

/** The categories on the menu: hot and favourites always, a product line only with a vendor. */
export function visibleCategories(lanes: readonly VendorLane[], lists: CategoryVendorLists = {}): LobbyCategory[] {
  return lobbyCategories.filter((category) => {
    const line = lineOfCategory[category];
    return line === undefined || categoryVendors(line, lanes, lists).length > 0;
  });
}

/** The category of the URL's `category` query, if it is a known one. */
export function parseCategory(value: string | null): LobbyCategory | undefined {
  return lobbyCategories.find((category) => category === value);
}
