// The generated game catalogue: vendors of every product line (vendor codes of SPEC.md section 3, the
// footer vendors, IMES, SV3 and the exclusive BGS) and about 5,000 games. A pure function of the seed.
import { createHash } from 'node:crypto';
import { type IsGameFlag, type ProductLine, productLines } from '@lobby/contract';
import { inventTitle } from './names';
import { createRng, type Rng } from './random';

interface VendorSeed {
  code: string;
  name: string;
  /** Product lines in which it has games, in lane order. */
  lines: ProductLine[];
  /** Its game wallet (the main wallet is 1). */
  accountTypeId: number;
  /** Its lanes' card opens a popup list (SPEC.md section 2). */
  isGame: IsGameFlag;
}

interface GameSeed {
  nodeId: number;
  gameType: ProductLine;
  vassalage: string;
  gameCode: string;
  gameName: string;
  gameClassify: string;
  isGame: IsGameFlag;
  freePlay: boolean;
  /** Rank among the hot games, 0 when not hot. */
  hotRank: number;
  /** Order within its vendor (the lobby shows the first ones). */
  sort: number;
}

/** Classes per line with their weights; RNG has more than 10 (SPEC.md section 9: 9 shown plus fish). */
export const classesByLine: Record<ProductLine, readonly (readonly [string, number])[]> = {
  RNG: [
    ['SLOT', 40],
    ['MW', 8],
    ['CL', 8],
    ['BB', 8],
    ['JP', 6],
    ['SC', 5],
    ['VP', 4],
    ['TG', 6],
    ['AC', 6],
    ['BG', 3],
    ['CR', 3],
    ['KN', 3],
  ],
  EXCLUSIVE: [
    ['SLOT', 6],
    ['JP', 2],
    ['TG', 2],
    ['AC', 2],
    ['CR', 1],
    ['KN', 1],
  ],
  LIVE: [
    ['BAC', 5],
    ['ROU', 2],
    ['DT', 2],
    ['SB', 1],
    ['BJ', 2],
  ],
  FISH: [['FISH', 1]],
  PVP: [
    ['PK', 3],
    ['NN', 2],
    ['MJ', 2],
    ['TP', 1],
  ],
  SPORTS: [['SPORTS', 1]],
  ESPORTS: [['ESPORTS', 1]],
  LOTT: [['LOTT', 1]],
  ELOTT: [['LOTT', 1]],
  COCKFIGHT: [['COCKFIGHT', 1]],
};

type VendorPlan = [code: string, name: string, lines: Partial<Record<ProductLine, [number, number]>>];

/** [code, display name, games per line as a [min, max] range]. */
const vendorPlans: readonly VendorPlan[] = [
  ['AG', 'AG Gaming', { LIVE: [14, 24] }],
  ['BBIN', 'BB Gaming', { LIVE: [12, 20], RNG: [290, 390] }],
  ['DG', 'DG Live', { LIVE: [10, 18] }],
  ['EA', 'EA Casino', { LIVE: [10, 16] }],
  ['OG', 'OG Live', { LIVE: [10, 16] }],
  ['AE', 'AE Sexy', { LIVE: [8, 14] }],
  ['WS', 'WS Live', { LIVE: [8, 12] }],
  ['XY', 'XY Live', { LIVE: [8, 12] }],
  ['PG', 'PG Soft', { RNG: [330, 430] }],
  ['EG2', 'EG Gaming', { RNG: [310, 410] }],
  ['PT', 'PT Gaming', { RNG: [330, 430], LIVE: [10, 16] }],
  ['JDB', 'JDB Gaming', { RNG: [290, 390], FISH: [6, 10] }],
  ['CQ9', 'CQ9 Gaming', { RNG: [310, 410], FISH: [6, 10] }],
  ['FC', 'FC Gaming', { RNG: [290, 370], FISH: [5, 9] }],
  ['JL', 'JL Gaming', { RNG: [330, 430], FISH: [6, 12], PVP: [15, 25] }],
  ['RTG', 'RTG Slots', { RNG: [290, 370] }],
  ['ISB', 'ISB Gaming', { RNG: [290, 370] }],
  ['MG', 'MG Gaming', { RNG: [310, 410], LIVE: [8, 12] }],
  ['MGS', 'MGS Slots', { RNG: [290, 370] }],
  ['PNG', 'PNG Gaming', { RNG: [290, 390] }],
  ['TTG', 'TTG Gaming', { RNG: [270, 350] }],
  ['KY', 'KY Cards', { PVP: [25, 40], FISH: [4, 8] }],
  ['KX', 'KX Cards', { PVP: [20, 35] }],
  ['TH', 'TH Cards', { PVP: [20, 30] }],
  ['LOTUS', 'Lotus Cards', { PVP: [15, 25] }],
  ['WD', 'WD Cards', { PVP: [15, 25] }],
  ['IBC', 'IBC Sports', { SPORTS: [1, 1] }],
  ['SBT', 'SBT Sports', { SPORTS: [1, 1] }],
  ['UG', 'UG Sports', { SPORTS: [1, 1] }],
  ['IMES', 'IM E-sports', { ESPORTS: [1, 1] }],
  ['TGP', 'TGP E-sports', { ESPORTS: [1, 1] }],
  ['TCG', 'TCG Lottery', { LOTT: [1, 1] }],
  ['TCG_SEA', 'SEA Lottery', { LOTT: [1, 1] }],
  ['GG', 'GG Lottery', { LOTT: [1, 1] }],
  ['TCG_LOTTO_VN', 'VN Lotto', { ELOTT: [1, 1] }],
  ['SV3', 'SV388', { COCKFIGHT: [1, 1] }],
  ['BGS', 'BGS Exclusive', { EXCLUSIVE: [110, 140] }],
];

/** Vendors whose cards open a popup game list instead of launching (SPEC.md section 2). */
const popupVendors = new Set(['KY', 'KX', 'TH', 'LOTUS', 'WD']);
/**
 * Slot vendors with a collection entry among the slots: flagged VASSALAGE, it stands for the vendor,
 * and launching it opens the slots page filtered to it (SPEC.md section 2: /rng?vassalage=).
 */
const slotCollections = ['PG', 'CQ9'];
/** One-entry lines: the entry is the vendor's lobby. */
const lobbyLines = new Set<ProductLine>(['SPORTS', 'ESPORTS', 'LOTT', 'ELOTT', 'COCKFIGHT']);
const firstNodeId = 10001;
const hotCount = 60;

function weightedClass(rng: Rng, weights: readonly (readonly [string, number])[]): string {
  const total = weights.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = rng.next() * total;
  for (const [key, weight] of weights) {
    roll -= weight;
    if (roll < 0) return key;
  }
  return (weights[0] as readonly [string, number])[0];
}

const liveTables: Record<string, string> = {
  BAC: 'Baccarat',
  ROU: 'Roulette',
  DT: 'Dragon Tiger',
  SB: 'Sic Bo',
  BJ: 'Blackjack',
};
const livePrefixes = ['Speed', 'VIP', 'Classic', 'Lightning', 'Squeeze', 'Salon', 'Golden', 'No Commission'] as const;

/** Live tables are named after their game, not invented. */
function liveTitle(rng: Rng, gameClassify: string, taken: Set<string>): string {
  const base = `${rng.pick(livePrefixes)} ${liveTables[gameClassify] ?? 'Table'}`;
  let number = 1;
  while (taken.has(`${base} ${number}`)) number += 1;
  taken.add(`${base} ${number}`);
  return `${base} ${number}`;
}

export interface Catalogue {
  vendors: VendorSeed[];
  games: GameSeed[];
}

export function generateCatalogue(seed: number): Catalogue {
  const rng = createRng(seed, 'catalogue');
  const vendors: VendorSeed[] = vendorPlans.map(([code, name, lines], index) => ({
    code,
    name,
    lines: productLines.filter((line) => lines[line] !== undefined),
    accountTypeId: index + 2,
    isGame: popupVendors.has(code) ? 'VASSALAGE' : 'GAME',
  }));
  const games: GameSeed[] = [];
  let nodeId = firstNodeId;
  for (const line of productLines) {
    for (const [code, name, lines] of vendorPlans) {
      const range = lines[line];
      if (!range) continue;
      const count = rng.int(range[0], range[1]);
      const titles = new Set<string>();
      for (let sort = 0; sort < count; sort += 1) {
        const lobby = lobbyLines.has(line);
        const gameClassify = weightedClass(rng, classesByLine[line]);
        games.push({
          nodeId,
          gameType: line,
          vassalage: code,
          gameCode: lobby ? `${code}_LOBBY` : `${code}_${String(sort + 1).padStart(4, '0')}`,
          gameName: lobby ? name : line === 'LIVE' ? liveTitle(rng, gameClassify, titles) : inventTitle(rng, titles),
          gameClassify,
          isGame: lobby && popupVendors.has(code) ? 'VASSALAGE' : 'GAME',
          freePlay: !lobby && line !== 'LIVE' && rng.chance(0.8),
          hotRank: 0,
          sort,
        });
        nodeId += 1;
      }
    }
  }
  // Hot games: a fixed sample across the lines with many games.
  const candidates = games.filter((game) => ['RNG', 'LIVE', 'FISH', 'PVP', 'EXCLUSIVE'].includes(game.gameType));
  rng
    .shuffle(candidates)
    .slice(0, hotCount)
    .forEach((game, index) => {
      game.hotRank = index + 1;
    });
  // The collections come after every other game and draw nothing from the generator, so that no other
  // game's id, title or rank moves; each is last of its vendor's slots (not the vendor's first game,
  // whose picture stands for the vendor).
  for (const code of slotCollections) {
    const plan = vendorPlans.find(([vendor]) => vendor === code);
    const own = games.filter((game) => game.vassalage === code && game.gameType === 'RNG');
    if (!plan || own.length === 0) continue;
    games.push({
      nodeId,
      gameType: 'RNG',
      vassalage: code,
      gameCode: `${code}_COLLECTION`,
      gameName: plan[1],
      gameClassify: 'SLOT',
      isGame: 'VASSALAGE',
      freePlay: false,
      hotRank: 0,
      sort: own.length,
    });
    nodeId += 1;
  }
  return { vendors, games };
}

/** A fingerprint of the catalogue (the determinism test compares two runs). */
export function catalogueChecksum(catalogue: Catalogue): string {
  return createHash('sha256').update(JSON.stringify(catalogue)).digest('hex');
}
