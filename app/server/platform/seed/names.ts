// Word lists and translated labels of the generated catalogue. Game titles are invented from two
// word lists; labels shown by the site (product lines, game classes) exist in EN, ES and TH, the
// shipped languages (SPEC.md section 9).
import type { Rng } from './random';

const adjectives = [
  'Golden',
  'Lucky',
  'Mighty',
  'Wild',
  'Royal',
  'Mystic',
  'Crystal',
  'Fiery',
  'Frozen',
  'Ancient',
  'Sacred',
  'Emerald',
  'Ruby',
  'Sapphire',
  'Silver',
  'Thunder',
  'Jungle',
  'Cosmic',
  'Neon',
  'Shadow',
  'Dancing',
  'Happy',
  'Fortune',
  'Secret',
  'Hidden',
  'Blazing',
  'Roaring',
  'Jade',
  'Dragon',
  'Phoenix',
  'Pirate',
  'Candy',
  'Sweet',
  'Electric',
  'Magic',
  'Diamond',
  'Imperial',
  'Savage',
  'Starry',
  'Ocean',
  'Desert',
  'Sunny',
  'Stormy',
  'Twin',
  'Triple',
  'Mega',
  'Super',
  'Grand',
  'Little',
  'Brave',
  'Spinning',
  'Rolling',
  'Glowing',
  'Jolly',
  'Crazy',
  'Noble',
  'Velvet',
  'Copper',
  'Iron',
  'Lunar',
] as const;

const nouns = [
  'Dragon',
  'Tiger',
  'Panda',
  'Phoenix',
  'Empire',
  'Treasure',
  'Temple',
  'Garden',
  'Gems',
  'Fruits',
  'Koi',
  'Lotus',
  'Pharaoh',
  'Queen',
  'King',
  'Knight',
  'Wolf',
  'Eagle',
  'Buffalo',
  'Monkey',
  'Galaxy',
  'Volcano',
  'Island',
  'Reef',
  'Harbour',
  'Castle',
  'Jewels',
  'Coins',
  'Bells',
  'Sevens',
  'Stars',
  'Moon',
  'Sun',
  'Rainbow',
  'Cherries',
  'Lanterns',
  'Festival',
  'Carnival',
  'Safari',
  'Rodeo',
  'Samurai',
  'Ninja',
  'Viking',
  'Wizard',
  'Genie',
  'Mermaid',
  'Unicorn',
  'Yeti',
  'Kraken',
  'Golem',
  'Rocket',
  'Robot',
  'Heist',
  'Vault',
  'Mine',
  'Express',
  'Bonanza',
  'Riches',
  'Wheel',
  'Charms',
] as const;

const suffixes = ['', '', '', '', 'Deluxe', 'Megaways', 'Rush', 'Hold & Win', 'Power', 'Link', 'II', 'Xtreme'] as const;

/** A title unique within `taken` (a suffix or a number is added on a clash). */
export function inventTitle(rng: Rng, taken: Set<string>): string {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const suffix = rng.pick(suffixes);
    const noun = rng.pick(nouns);
    let adjective: string = rng.pick(adjectives);
    if (adjective === noun) adjective = 'Golden';
    const title = [adjective, noun, suffix].filter(Boolean).join(' ');
    if (!taken.has(title)) {
      taken.add(title);
      return title;
    }
  }
  const base = `${rng.pick(adjectives)} ${rng.pick(nouns)}`;
  let number = 2;
  while (taken.has(`${base} ${number}`)) number += 1;
  taken.add(`${base} ${number}`);
  return `${base} ${number}`;
}

/** The shipped languages (SPEC.md section 9). */
export type Lang = 'EN' | 'ES' | 'TH';
export const langs: readonly Lang[] = ['EN', 'ES', 'TH'];

/**
 * The language of a request's `Language` header (or parameter): a shipped one by its first two
 * letters (`es`, `th-TH`); none at all is the site's default, Spanish (SPEC.md section 3:
 * configuration); any other language is answered in English, the operators' common language.
 */
export function toLang(language: string | undefined): Lang {
  const code = (language ?? '').trim().slice(0, 2).toUpperCase();
  if (code === '') return 'ES';
  return code === 'ES' || code === 'TH' ? code : 'EN';
}

export type Labels = Record<Lang, string>;

export const lineLabels: Record<string, Labels> = {
  LIVE: { EN: 'Live Casino', ES: 'Casino en vivo', TH: 'คาสิโนสด' },
  RNG: { EN: 'Slots', ES: 'Tragamonedas', TH: 'สล็อต' },
  FISH: { EN: 'Fishing', ES: 'Pesca', TH: 'ยิงปลา' },
  SPORTS: { EN: 'Sports', ES: 'Deportes', TH: 'กีฬา' },
  ESPORTS: { EN: 'E-sports', ES: 'E-sports', TH: 'อีสปอร์ต' },
  PVP: { EN: 'Card Games', ES: 'Juegos de cartas', TH: 'เกมไพ่' },
  LOTT: { EN: 'Lottery', ES: 'Lotería', TH: 'หวย' },
  ELOTT: { EN: 'E-lottery', ES: 'E-lotería', TH: 'หวยออนไลน์' },
  COCKFIGHT: { EN: 'Cockfight', ES: 'Pelea de gallos', TH: 'ไก่ชน' },
  EXCLUSIVE: { EN: 'Exclusive', ES: 'Exclusivo', TH: 'เอกสิทธิ์' },
};

export const classLabels: Record<string, Labels> = {
  SLOT: { EN: 'Video Slots', ES: 'Video tragamonedas', TH: 'วิดีโอสล็อต' },
  MW: { EN: 'Megaways', ES: 'Megaways', TH: 'เมกะเวย์' },
  CL: { EN: 'Classic Slots', ES: 'Tragamonedas clásicas', TH: 'สล็อตคลาสสิก' },
  BB: { EN: 'Buy Bonus', ES: 'Compra de bono', TH: 'ซื้อโบนัส' },
  JP: { EN: 'Jackpot', ES: 'Jackpot', TH: 'แจ็คพอต' },
  SC: { EN: 'Scratch Cards', ES: 'Raspaditas', TH: 'บัตรขูด' },
  VP: { EN: 'Video Poker', ES: 'Video póker', TH: 'วิดีโอโป๊กเกอร์' },
  TG: { EN: 'Table Games', ES: 'Juegos de mesa', TH: 'เกมโต๊ะ' },
  AC: { EN: 'Arcade', ES: 'Arcade', TH: 'อาร์เคด' },
  BG: { EN: 'Bingo', ES: 'Bingo', TH: 'บิงโก' },
  CR: { EN: 'Crash', ES: 'Crash', TH: 'แครช' },
  KN: { EN: 'Keno', ES: 'Keno', TH: 'คีโน' },
  BAC: { EN: 'Baccarat', ES: 'Bacará', TH: 'บาคาร่า' },
  ROU: { EN: 'Roulette', ES: 'Ruleta', TH: 'รูเล็ต' },
  DT: { EN: 'Dragon Tiger', ES: 'Dragón Tigre', TH: 'เสือมังกร' },
  SB: { EN: 'Sic Bo', ES: 'Sic Bo', TH: 'ไฮโล' },
  BJ: { EN: 'Blackjack', ES: 'Blackjack', TH: 'แบล็คแจ็ค' },
  FISH: { EN: 'Fishing', ES: 'Pesca', TH: 'ยิงปลา' },
  PK: { EN: 'Poker', ES: 'Póker', TH: 'โป๊กเกอร์' },
  NN: { EN: 'Niu Niu', ES: 'Niu Niu', TH: 'นิวนิว' },
  MJ: { EN: 'Mahjong', ES: 'Mahjong', TH: 'ไพ่นกกระจอก' },
  TP: { EN: 'Teen Patti', ES: 'Teen Patti', TH: 'ทีนปัตติ' },
  SPORTS: { EN: 'Sportsbook', ES: 'Apuestas deportivas', TH: 'กีฬา' },
  ESPORTS: { EN: 'E-sports', ES: 'E-sports', TH: 'อีสปอร์ต' },
  LOTT: { EN: 'Lottery', ES: 'Lotería', TH: 'หวย' },
  COCKFIGHT: { EN: 'Cockfight', ES: 'Pelea de gallos', TH: 'ไก่ชน' },
};

export const label = (labels: Labels | undefined, lang: Lang, fallback: string): string => labels?.[lang] ?? fallback;
