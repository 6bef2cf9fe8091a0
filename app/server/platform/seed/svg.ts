// Generated images (PLATFORM.md: images are generated locally as SVG, nothing is fetched from
// outside). Every picture is drawn from a random stream seeded by its subject, so the same game,
// vendor or poster draws the same picture forever. Issue 18: a game icon is a small scene of its
// product line (reels and symbols, cards and chips, fish, balls...) with a framed title band and its
// vendor's mark; a vendor mark is a little logotype; a poster is an illustrated scene without words
// (the page shows its title in the player's language). Gradients, paths, circles and opacity only:
// no filters, rasters, scripts or external references (cheap to paint: a hot game's icon is the
// home page's largest paint).
import * as art from './svg-art';
import type { Drawing } from './svg-art';
import { hashString } from './random';
import { at, escapeXml, fitText, hsl, n, Pen, rays, sparkles, starPoints, textLines, textWidth } from './svg-kit';

// ---- Game icons ---------------------------------------------------------------------------------

interface GameSubject {
  nodeId: number;
  gameName: string;
  vassalage: string;
  /** Product line (RNG, LIVE, FISH...); a slot when absent. */
  gameType?: string;
  /** Game class (SLOT, BAC, PK...). */
  gameClassify?: string;
}

/** A vendor's hue: its mark and the badge on each of its games share it. */
const vendorHue = (code: string): number => hashString(`vendor:${code}`) % 360;

/** Background hues that read as a casino (violets, crimsons, royal blues, teals, emeralds). */
const sceneHues = [262, 280, 300, 322, 345, 5, 18, 205, 222, 238, 172, 150] as const;

const gemHues: Record<string, number> = { ruby: 350, emerald: 140, sapphire: 218, diamond: 195 };

/** The hero symbol a word of a game's name suggests (nouns are looked at before adjectives). */
const symbolRules: readonly [RegExp, (hue: number, word: string) => Drawing][] = [
  [/^cherr/, () => art.cherry],
  [/^sevens?$/, () => art.seven],
  [/^bells?$/, () => art.bell],
  [/^(gems?|jewels?|golem|mine|rainbow)$/, (hue) => art.gem(hue)],
  [/^(ruby|emerald|sapphire|diamond|frozen)$/, (_, word) => art.gem(gemHues[word] ?? 195)],
  [/^(coins|riches|bonanza|express|golden|fortune)$/, () => art.coin],
  [/^(treasure|vault|heist|pirate)$/, () => art.chest],
  [/^(stars?|starry|galaxy|cosmic|unicorn)$/, () => art.star],
  [/^(moon|lunar|wolf|yeti|shadow)$/, () => art.moon],
  [/^(sun|sunny|safari|eagle|desert)$/, () => art.sun],
  [/^(koi|reef|ocean|mermaid|kraken|harbour|island)$/, (hue) => art.fish((hue + 180) % 360)],
  [/^(lotus|garden)$/, () => art.lotus],
  [/^(kings?|queen|royal|empire|castle|noble|knight|viking)$/, () => art.crown],
  [/^(pharaoh|temple|ancient|sacred)$/, () => art.pyramid],
  [/^(fiery|blazing|volcano|phoenix|roaring)$/, () => art.flame],
  [/^(thunder|electric|stormy|robot|neon)$/, () => art.bolt],
  [/^(lucky|charms|clover)$/, () => art.clover],
  [/^(rodeo|buffalo)$/, () => art.horseshoe],
  [/^(candy|sweet|happy|jolly)$/, () => art.heart],
  [/^(rocket)$/, () => art.rocket],
  [/^(wizard|genie|mystic|magic|secret|hidden|crystal)$/, () => art.orb],
  [/^(dragon|tiger|panda|monkey|jade|imperial)$/, () => art.cashCoin],
  [/^(lanterns?|festival|carnival|samurai|ninja)$/, () => art.lantern],
  [/^(wheel|spinning)$/, () => art.fortune],
  [/^fruits?$/, () => art.melon],
];

const classicSymbols: readonly Drawing[] = [
  art.seven,
  art.cherry,
  art.bell,
  art.bar,
  art.lemon,
  art.grapes,
  art.melon,
  art.star,
];

function heroOf(name: string, hue: number): Drawing | undefined {
  const words = name
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
  for (const word of words.reverse()) {
    for (const [pattern, make] of symbolRules) if (pattern.test(word)) return make(hue, word);
  }
  return undefined;
}

interface Scene {
  /** Drawn when the icon is composed (the exclusive line swaps it for its black and gold). */
  backdrop: () => string;
  art: string;
}

/** A radial glow of a hue with light rays behind the middle. */
function glowBackdrop(pen: Pen, hue: number, rayCount = 16): string {
  pen.tint = hue;
  const fill = pen.radial(
    'bg',
    [
      [0, hsl(hue, 75, 66)],
      [0.3, hsl(hue, 80, 46)],
      [0.65, hsl(hue + 8, 75, 26)],
      [1, hsl(hue + 25, 70, 12)],
    ],
    0.5,
    0.4,
    0.75,
  );
  return `<rect width="300" height="300" fill="${fill}"/>${rays(150, 118, rayCount, 260, pen.between(0, 30), 0.08)}`;
}

/** Baize and the edge of a table. */
function feltBackdrop(pen: Pen, hue: number): string {
  pen.tint = hue;
  const fill = pen.radial(
    'felt',
    [
      [0, hsl(hue, 60, 38)],
      [0.7, hsl(hue, 65, 20)],
      [1, hsl(hue, 70, 10)],
    ],
    0.5,
    0.35,
    0.8,
  );
  return [
    `<rect width="300" height="300" fill="${fill}"/>`,
    `<ellipse cx="150" cy="300" rx="230" ry="150" fill="none" stroke="${pen.gold()}" stroke-width="3" opacity=".6"/>`,
    `<ellipse cx="150" cy="300" rx="200" ry="124" fill="none" stroke="#fff" stroke-width="1.5" opacity=".25"/>`,
    `<circle cx="150" cy="110" r="110" fill="${pen.radial('spot', [
      [0, '#fff', 0.22],
      [1, '#fff', 0],
    ])}"/>`,
  ].join('');
}

function seaBackdrop(pen: Pen): string {
  pen.tint = 215;
  const water = pen.linear('sea', [
    [0, '#34d1e0'],
    [0.45, '#0f6fa8'],
    [1, '#071a3d'],
  ]);
  const bubbles = Array.from({ length: 7 }, () => {
    const r = pen.between(3, 8);
    return `<circle cx="${Math.round(pen.between(20, 280))}" cy="${Math.round(pen.between(30, 210))}" r="${Math.round(r)}"/>`;
  }).join('');
  return [
    `<rect width="300" height="300" fill="${water}"/>`,
    rays(150, -80, 40, 420, 0, 0.07),
    `<path d="M0 200C40 186 70 214 110 200S180 186 220 200S280 214 300 204V300H0Z" fill="#062447" opacity=".6"/>`,
    '<path d="M40 230C30 200 50 190 40 160M262 230C272 204 252 190 264 166" fill="none" stroke="#2fbf71" stroke-width="7" stroke-linecap="round" opacity=".8"/>',
    `<g fill="none" stroke="#fff" stroke-width="2" opacity=".5">${bubbles}</g>`,
  ].join('');
}

function pitchBackdrop(pen: Pen): string {
  pen.tint = 130;
  const stripes = Array.from({ length: 5 }, (_, index) => `M${index * 64} 0h32v300h-32z`).join('');
  return [
    `<rect width="300" height="300" fill="${pen.radial('pitch', [
      [0, '#43b84a'],
      [1, '#145c22'],
    ])}"/>`,
    `<path d="${stripes}" fill="#fff" opacity=".06"/>`,
    '<path d="M150 0V300M20 20H280V280H20Z" fill="none" stroke="#fff" stroke-width="3" opacity=".45"/>',
    '<circle cx="150" cy="150" r="62" fill="none" stroke="#fff" stroke-width="3" opacity=".45"/>',
  ].join('');
}

function neonBackdrop(pen: Pen, hue: number): string {
  pen.tint = hue;
  let grid = '';
  for (let index = -6; index <= 6; index += 1) grid += `M150 150L${150 + index * 60} 300`;
  for (const y of [170, 196, 232, 280]) grid += `M0 ${y}H300`;
  return [
    `<rect width="300" height="300" fill="${pen.linear('neon', [
      [0, hsl(hue, 70, 12)],
      [0.5, hsl(hue + 30, 80, 22)],
      [1, hsl(hue + 60, 80, 14)],
    ])}"/>`,
    `<path d="${grid}" stroke="#ff4fd8" stroke-width="1.5" opacity=".45"/>`,
    `<circle cx="150" cy="118" r="100" fill="${pen.radial('neonglow', [
      [0, '#7df9ff', 0.35],
      [1, '#7df9ff', 0],
    ])}"/>`,
  ].join('');
}

const ranks = ['A', 'K', 'Q', 'J', '10', '9', '8', '7'] as const;

/** `count` cards fanned from a point below the middle; ranks and suits by position, or at random. */
function fan(
  pen: Pen,
  count: number,
  y: number,
  scale: number,
  rankOf: (index: number) => string = () => pen.pick(ranks),
  suitOf: (index: number) => art.Suit = () => pen.pick(art.suits),
): string {
  const spread = count > 3 ? 14 : 18;
  return Array.from({ length: count }, (_, index) => {
    const turn = (index - (count - 1) / 2) * spread;
    const angle = (turn * Math.PI) / 180;
    const x = 150 + Math.sin(angle) * 70 * scale;
    const cy = y - Math.cos(angle) * 70 * scale + 70 * scale;
    return at(x, cy, art.card(pen, rankOf(index), suitOf(index)), scale, turn);
  }).join('');
}

function slotScene(pen: Pen, game: GameSubject, hue: number, gameClass: string): Scene {
  const hero = heroOf(game.gameName, hue) ?? pen.pick(classicSymbols);
  // Two other symbols, not the hero and not each other.
  const pool = classicSymbols.filter((symbol) => symbol !== hero);
  const first = pen.int(0, pool.length - 1);
  const second = (first + pen.int(1, pool.length - 1)) % pool.length;
  const [left, right] = [pool[first] ?? art.seven, pool[second] ?? art.bell];
  const backdrop = () => glowBackdrop(pen, hue);
  switch (gameClass) {
    case 'CL':
      return { backdrop, art: reels(pen, [left, hero, right]) };
    case 'MW': {
      let d = '';
      for (let column = 0; column < 6; column += 1) {
        const rows = pen.int(3, 6);
        const x = 24 + column * 42;
        d += `M${x} 36h38v172h-38z`;
        for (let row = 1; row < rows; row += 1) d += `M${x} ${n(36 + (row * 172) / rows)}h38`;
      }
      return {
        backdrop,
        art: `<path d="${d}" fill="#000" fill-opacity=".22" stroke="#fff" stroke-opacity=".35" stroke-width="2"/>${at(150, 120, hero(pen), 1.45)}`,
      };
    }
    case 'JP':
      return { backdrop, art: `${at(150, 176, art.coinPile(pen), 1.25)}${at(150, 92, hero(pen), 1.05)}` };
    case 'BB':
      return {
        backdrop,
        art: [
          ...[
            [50, 70, -20],
            [250, 66, 25],
            [44, 182, 10],
            [256, 178, -15],
          ].map(([x, y, turn]) => at(x ?? 0, y ?? 0, art.coin(pen), 0.38, turn)),
          at(150, 122, hero(pen), 1.5),
        ].join(''),
      };
    default: {
      const layout = pen.int(0, 2);
      if (layout === 0) return { backdrop, art: reels(pen, [left, hero, right]) };
      if (layout === 1)
        return {
          backdrop,
          art: `${at(78, 140, left(pen), 0.85, -14)}${at(222, 140, right(pen), 0.85, 14)}${at(150, 116, hero(pen), 1.4)}`,
        };
      return { backdrop, art: at(150, 120, hero(pen), 1.6) };
    }
  }
}

/** Three reels in a gold window, the hero on the pay line. */
function reels(pen: Pen, symbols: readonly Drawing[]): string {
  const strip = pen.linear('reel', [
    [0, '#9aa3b5'],
    [0.2, '#fff'],
    [0.8, '#fff'],
    [1, '#9aa3b5'],
  ]);
  return [
    `<rect x="22" y="42" width="256" height="156" rx="18" fill="#1a1020" stroke="${pen.gold()}" stroke-width="6"/>`,
    ...symbols.map(
      (symbol, index) =>
        `${pen.reuse('strip', `<rect x="34" y="54" width="72" height="132" rx="8" fill="${strip}"/>`, index === 0 ? '' : ` x="${index * 80}"`)}${at(70 + index * 80, 120, symbol(pen), 0.6)}`,
    ),
    '<path d="M28 120H272" stroke="#e0142c" stroke-width="3" opacity=".6"/>',
  ].join('');
}

function tableScene(pen: Pen, gameClass: string, hue: number): string {
  switch (gameClass) {
    case 'ROU':
      return `${at(150, 118, art.roulette(pen), 1.7)}${at(238, 180, art.chip(pen, pen.pick([0, 220, 140])), 0.9)}`;
    case 'SB':
      return [
        at(100, 140, art.die(pen, pen.int(1, 6)), 1.15, -14),
        at(200, 140, art.die(pen, pen.int(1, 6)), 1.15, 12),
        at(150, 86, art.die(pen, pen.int(1, 6)), 1.15, 4),
      ].join('');
    case 'DT':
      return [
        `<circle cx="92" cy="118" r="62" fill="#e0142c" opacity=".35"/><circle cx="208" cy="118" r="62" fill="#1f7ae0" opacity=".35"/>`,
        at(96, 124, art.card(pen, 'K', pen.pick(art.suits)), 1.2, -8),
        at(204, 124, art.card(pen, pen.pick(ranks), pen.pick(art.suits)), 1.2, 8),
        at(150, 118, art.bolt(pen), 0.6),
      ].join('');
    case 'BJ':
      return `${at(44, 190, art.chipStack(pen, pen.pick([0, 220, 45]), 5), 1)}${at(126, 120, art.card(pen, 'A', 'spade'), 1.3, -10)}${at(188, 124, art.card(pen, pen.pick(['K', 'Q', 'J', '10']), 'heart'), 1.3, 10)}${at(254, 196, art.chip(pen, hue), 0.9)}`;
    case 'TG':
      return pen.next() < 0.5 ? tableScene(pen, 'ROU', hue) : tableScene(pen, 'BJ', hue);
    default:
      // Baccarat: the player's and the banker's hands.
      return `${at(46, 192, art.chipStack(pen, pen.pick([0, 220, 45, 280]), 4), 1)}${at(118, 118, art.card(pen, pen.pick(['9', '8', 'K']), pen.pick(art.suits)), 1.25, -8)}${at(186, 122, art.card(pen, pen.pick(['9', '8', 'Q']), pen.pick(art.suits)), 1.25, 9)}${at(252, 190, art.chip(pen, pen.pick([0, 220, 140])), 0.9)}`;
  }
}

function cardRoomScene(pen: Pen, gameClass: string): string {
  switch (gameClass) {
    case 'MJ':
      return [
        at(92, 124, art.tile(pen, 'dots', pen.int(2, 6)), 1.5, -10),
        at(150, 112, art.tile(pen, 'dragon', 1), 1.5),
        at(208, 124, art.tile(pen, 'bamboo', pen.int(2, 4)), 1.5, 10),
      ].join('');
    case 'TP': {
      const rank = pen.pick(['A', 'K', 'Q']);
      return `${fan(pen, 3, 110, 1.15, () => rank)}${at(250, 196, art.chip(pen, pen.pick([0, 45, 280])), 0.8)}`;
    }
    case 'NN':
      return `${fan(pen, 5, 118, 0.95)}${at(48, 196, art.chipStack(pen, pen.pick([0, 45, 220]), 3), 0.9)}`;
    default:
      return `${fan(pen, 4, 112, 1.05)}${at(46, 198, art.chipStack(pen, pen.pick([0, 45, 220]), 4), 0.9)}${at(254, 198, art.chipStack(pen, pen.pick([140, 280]), 3), 0.9)}`;
  }
}

function lotteryBalls(pen: Pen, count: number, y: number, scale: number): string {
  const used = new Set<number>();
  return Array.from({ length: count }, (_, index) => {
    let number = pen.int(1, 49);
    while (used.has(number)) number = (number % 49) + 1;
    used.add(number);
    const x = 150 + (index - (count - 1) / 2) * 56 * scale;
    const lift = Math.abs(index - (count - 1) / 2) * 14 * scale;
    return at(x, y + lift, art.numberBall(pen, pen.pick([0, 45, 120, 210, 280, 330]), String(number), 28 * scale));
  }).join('');
}

/** What a game's icon shows: its product line's scene. */
function gameScene(pen: Pen, game: GameSubject, hue: number): Scene {
  const gameType = game.gameType ?? 'RNG';
  const gameClass = game.gameClassify ?? 'SLOT';
  switch (gameType) {
    case 'LIVE':
      return {
        backdrop: () => feltBackdrop(pen, pen.pick([150, 160, 350, 215])),
        art: tableScene(pen, gameClass, hue),
      };
    case 'PVP':
      return { backdrop: () => feltBackdrop(pen, pen.pick([150, 350, 200, 28])), art: cardRoomScene(pen, gameClass) };
    case 'FISH': {
      const big = pen.pick([42, 18, 350, 320]);
      return {
        backdrop: () => seaBackdrop(pen),
        art: `${at(70, 76, art.fish(pen.pick([190, 300, 90]))(pen), 0.6, -8)}${at(236, 170, art.fish(pen.pick([350, 55, 160]))(pen), 0.5, 10)}${at(150, 126, art.fish(big)(pen), 1.55, -6)}`,
      };
    }
    case 'SPORTS': {
      const ball = pen.next() < 0.7 ? art.football : art.basketball;
      return {
        backdrop: () => pitchBackdrop(pen),
        art: `<ellipse cx="150" cy="196" rx="70" ry="12" fill="#000" opacity=".3"/>${at(150, 118, ball(pen), 1.6)}`,
      };
    }
    case 'ESPORTS':
      return {
        backdrop: () => neonBackdrop(pen, pen.pick([250, 270, 290])),
        art: `${at(150, 118, art.gamepad(pen), 1.8)}${at(250, 60, art.trophy(pen), 0.5, 10)}`,
      };
    case 'LOTT':
    case 'ELOTT':
      return {
        backdrop: () => glowBackdrop(pen, hue, 20),
        art: `${lotteryBalls(pen, 3, 160, 1)}${at(150, 86, art.numberBall(pen, pen.pick([0, 45, 210]), String(pen.int(1, 99)), 46), 1)}`,
      };
    case 'COCKFIGHT': {
      const [left, right] = [pen.pick([0, 20, 40]), pen.pick([200, 260, 30])];
      return {
        backdrop: () => glowBackdrop(pen, pen.pick([10, 25, 350]), 24),
        art: `<ellipse cx="150" cy="196" rx="130" ry="18" fill="#000" opacity=".3"/><g transform="translate(88 130) scale(1.3)">${art.rooster(left)(pen)}</g><g transform="translate(212 130) scale(-1.3 1.3)">${art.rooster(right)(pen)}</g>`,
      };
    }
    default:
      return otherScene(pen, game, hue, gameClass);
  }
}

/** Slots and the other RNG classes (and the exclusive line: the same, in black and gold). */
function otherScene(pen: Pen, game: GameSubject, hue: number, gameClass: string): Scene {
  const backdrop = () => glowBackdrop(pen, hue);
  switch (gameClass) {
    case 'SC': {
      const hero = heroOf(game.gameName, hue) ?? pen.pick(classicSymbols);
      const cells = [0, 1, 2, 3, 4, 5]
        .map((index) => {
          const x = -60 + (index % 3) * 60;
          const y = -22 + Math.floor(index / 3) * 50;
          return pen.next() < 0.5
            ? `<circle cx="${x}" cy="${y}" r="22" fill="#fff"/>${at(
                x,
                y,
                pen.reuse('hero', () => hero(pen)),
                0.34,
              )}`
            : `<circle cx="${x}" cy="${y}" r="22" fill="${pen.linear('silver', [
                [0, '#f2f4f8'],
                [1, '#8c93a8'],
              ])}"/>`;
        })
        .join('');
      return {
        backdrop,
        art: at(
          150,
          122,
          `<rect x="-100" y="-64" width="200" height="128" rx="12" fill="${pen.gold()}"/><rect x="-92" y="-56" width="184" height="112" rx="8" fill="${hsl(hue, 70, 24)}"/>${cells}`,
          1,
          -6,
        ),
      };
    }
    case 'VP': {
      // A royal flush.
      const suit = pen.pick(art.suits);
      const royal = ['10', 'J', 'Q', 'K', 'A'];
      return {
        backdrop,
        art: fan(
          pen,
          5,
          116,
          0.95,
          (index) => royal[index] ?? 'A',
          () => suit,
        ),
      };
    }
    case 'TG':
      return { backdrop: () => feltBackdrop(pen, pen.pick([150, 350])), art: tableScene(pen, 'TG', hue) };
    case 'AC':
      return pen.next() < 0.6
        ? {
            backdrop: () => neonBackdrop(pen, hue),
            art: `${at(150, 112, art.invader(pen, (hue + 150) % 360), 1.5)}${sparkles(pen, [
              [50, 60, 8],
              [250, 80, 6],
              [230, 190, 7],
            ])}`,
          }
        : { backdrop: () => neonBackdrop(pen, hue), art: at(150, 120, art.gamepad(pen), 1.8) };
    case 'BG':
    case 'KN': {
      let grid = '';
      for (let row = 0; row < 4; row += 1)
        for (let column = 0; column < 5; column += 1) grid += `M${52 + column * 40} ${40 + row * 40}h36v36h-36z`;
      return {
        backdrop,
        art: `<path d="${grid}" fill="#fff" opacity=".16"/>${lotteryBalls(pen, gameClass === 'BG' ? 3 : 4, 120, gameClass === 'BG' ? 1.2 : 1)}`,
      };
    }
    case 'CR': {
      const multiplier = `${(1.5 + pen.next() * 40).toFixed(2)}x`;
      return {
        backdrop: () => neonBackdrop(pen, hue),
        art: [
          '<path d="M24 206C120 200 190 160 232 74" fill="none" stroke="#5cff8a" stroke-width="6" stroke-linecap="round"/>',
          '<path d="M24 206C120 200 190 160 232 74V206Z" fill="#5cff8a" opacity=".15"/>',
          at(232, 70, art.rocket(pen), 0.7, 30),
          `<text x="92" y="96" font-size="40" fill="#fff">${multiplier}</text>`,
        ].join(''),
      };
    }
    default:
      return slotScene(pen, game, hue, gameClass);
  }
}

/** A game icon's size budget in bytes (issue 18: about 4 kB; served compressed, about a third of it). */
export const iconBudget = 4096;

/** A square game icon: its scene, a gloss, the vendor's badge and a framed band with its name. */
export function gameIconSvg(game: GameSubject): string {
  const pen = new Pen(`game:${game.vassalage}:${game.gameName}:${game.nodeId}`);
  const exclusive = game.gameType === 'EXCLUSIVE';
  const hue = exclusive
    ? 40
    : (sceneHues[hashString(`${game.vassalage}:${game.gameName}`) % sceneHues.length] ?? 262) + pen.int(-8, 8);
  const scene = exclusive
    ? { ...gameScene(pen, { ...game, gameType: 'RNG' }, hue), backdrop: () => goldBackdrop(pen) }
    : gameScene(pen, game, hue);
  const backdrop = scene.backdrop();
  const name = Array.from(game.gameName.trim()).slice(0, 60).join('');
  const fitted = fitText(name, { maxWidth: 252, size: 28, minSize: 20, maxLines: 2 });
  const lineHeight = fitted.size * 1.06;
  const firstBaseline = 257 - ((fitted.lines.length - 1) * lineHeight) / 2 + fitted.size * 0.35;
  const glints = sparkles(pen, [
    [pen.between(30, 90), pen.between(40, 80), pen.between(6, 10)],
    [pen.between(210, 270), pen.between(40, 100), pen.between(5, 9)],
  ]);
  const draw = (extras: readonly string[]) =>
    pen.svg(
      300,
      300,
      [
        backdrop,
        scene.art,
        ...extras,
        `<rect x="10" y="222" width="280" height="68" rx="12" fill="${hsl(pen.tint ?? hue, 55, 8)}dc" stroke="${pen.gold()}" stroke-width="2.5"/>`,
        textLines(fitted.lines, {
          x: 150,
          y: firstBaseline,
          size: fitted.size,
          maxWidth: 256,
          fill: '#fff',
          lineHeight,
        }),
        vendorBadge(pen, game.vassalage),
        `<rect x="3" y="3" width="294" height="294" rx="16" fill="none" stroke="${pen.gold()}" stroke-width="3" opacity=".7"/>`,
      ].join(''),
      name,
    );
  // The glints and the gloss are left out of the few scenes that would pass the budget with them.
  const extras = ['<path d="M0 0H300V70C200 96 100 96 0 78Z" fill="#fff" opacity=".07"/>', glints];
  let kept = extras.length;
  let svg = draw(extras);
  while (Buffer.byteLength(svg) > iconBudget && kept > 0) {
    kept -= 1;
    svg = draw(extras.slice(0, kept));
  }
  return svg;
}

/** The exclusive line's black and gold. */
function goldBackdrop(pen: Pen): string {
  pen.tint = 40;
  return [
    `<rect width="300" height="300" fill="${pen.radial('black', [
      [0, '#3a2c12'],
      [0.6, '#17120a'],
      [1, '#050403'],
    ])}"/>`,
    rays(150, 118, 18, 260, 5, 0.12, '#f3c448'),
    `<circle cx="150" cy="118" r="96" fill="${pen.radial('goldglow', [
      [0, '#ffd76a', 0.35],
      [1, '#ffd76a', 0],
    ])}"/>`,
  ].join('');
}

/** The vendor's code on a pill of its colour, top left (the favourite button sits top right). */
function vendorBadge(pen: Pen, code: string): string {
  const label = Array.from(code.replace(/_/g, ' ')).slice(0, 14).join('');
  const size = 16;
  const width = Math.min(textWidth(label, size) + 22, 170);
  const hue = vendorHue(code);
  const fill = pen.linear(
    'vendor',
    [
      [0, hsl(hue, 85, 58)],
      [1, hsl(hue + 30, 80, 34)],
    ],
    [1, 1],
  );
  return `<rect x="12" y="12" width="${n(width)}" height="28" rx="14" fill="${fill}" stroke="#fffb" stroke-width="1.5"/>${textLines(
    [label],
    { x: 12 + width / 2, y: 32, size, maxWidth: width - 16, fill: '#fff' },
  )}`;
}

// ---- Vendor marks -------------------------------------------------------------------------------

/** An emblem of a vendor (about 56 across), chosen by its hash, with its first letter. */
function emblem(pen: Pen, hue: number, letter: string): string {
  const fill = pen.linear(
    'emblem',
    [
      [0, hsl(hue, 90, 66)],
      [1, hsl(hue + 40, 85, 38)],
    ],
    [1, 1],
  );
  const shapes = [
    `<polygon points="0,-30 26,-15 26,15 0,30 -26,15 -26,-15" fill="${fill}"/>`,
    `<rect x="-22" y="-22" width="44" height="44" rx="8" fill="${fill}" transform="rotate(45)"/>`,
    `<circle r="28" fill="${fill}"/><circle r="22" fill="none" stroke="#fff" stroke-width="2" opacity=".5"/>`,
    `<path d="M0-30L26-20V2C26 16 14 26 0 32C-14 26-26 16-26 2V-20Z" fill="${fill}"/>`,
    `<rect x="-27" y="-27" width="54" height="54" rx="16" fill="${fill}"/>`,
    `<polygon points="${starPoints(8, 31, 22)}" fill="${fill}"/>`,
  ];
  return `${pen.pick(shapes)}<text y="10" font-size="28" fill="#fff">${escapeXml(letter)}</text>`;
}

/** A vendor's logotype: an emblem, its code in heavy letters and its name (wide, for lanes and the footer). */
export function vendorMarkSvg(vendor: { code: string; name: string }): string {
  const pen = new Pen(`vendor:${vendor.code}`);
  const hue = vendorHue(vendor.code);
  const label = Array.from(vendor.code.replace(/_/g, ' ')).slice(0, 24).join('');
  const dark = pen.next() < 0.6;
  const background = dark
    ? pen.linear(
        'plate',
        [
          [0, hsl(hue, 45, 16)],
          [1, hsl(hue + 20, 50, 7)],
        ],
        [1, 1],
      )
    : pen.linear(
        'plate',
        [
          [0, hsl(hue, 72, 44)],
          [1, hsl(hue + 35, 75, 24)],
        ],
        [1, 1],
      );
  const withEmblem = pen.next() < 0.7;
  const left = withEmblem ? 82 : 16;
  const maxWidth = 240 - left - 14;
  // A house style: upright, italic or spaced letters, and an underline, dots or a swoosh.
  const style = pen.int(0, 2);
  const spacing = style === 2 ? 3 : 0;
  const letters = Array.from(label).length;
  const fitted = fitText(label, { maxWidth: maxWidth - spacing * (letters - 1), size: 36, minSize: 18, maxLines: 1 });
  const wordmark =
    dark && fitted.lines.length > 0
      ? pen.linear('word', [
          [0, '#fff'],
          [1, hsl(hue, 90, 78)],
        ])
      : '#fff';
  const name = Array.from(vendor.name.trim()).slice(0, 40).join('');
  const x = left + maxWidth / 2;
  const accentColour = dark ? hsl(hue, 90, 60) : '#fff';
  const accent = [
    `<path d="M${n(x - 30)} 62H${n(x + 30)}" stroke="${accentColour}" stroke-width="3" stroke-linecap="round"/>`,
    `<g fill="${accentColour}"><circle cx="${n(x - 14)}" cy="62" r="2.5"/><circle cx="${n(x)}" cy="62" r="2.5"/><circle cx="${n(x + 14)}" cy="62" r="2.5"/></g>`,
    `<path d="M${n(x - 44)} 64Q${n(x)} 70 ${n(x + 44)} 58" fill="none" stroke="${accentColour}" stroke-width="3" stroke-linecap="round"/>`,
  ][pen.int(0, 2)];
  return pen.svg(
    240,
    96,
    [
      `<rect width="240" height="96" rx="16" fill="${background}"/>`,
      `<path d="M0 0H240V40C160 58 80 58 0 44Z" fill="#fff" opacity=".06"/>`,
      withEmblem ? at(44, 48, emblem(pen, dark ? hue : hue + 180, Array.from(label)[0] ?? '?')) : '',
      textLines(fitted.lines, {
        x,
        y: 52,
        size: fitted.size,
        maxWidth,
        fill: wordmark,
        spacing,
        extra: style === 1 ? ' font-style="italic"' : '',
      }),
      accent,
      textLines([name.toUpperCase()], { x, y: 84, size: 13, maxWidth, fill: '#fff', weight: 400, spacing: 1 }),
      `<rect x="1.5" y="1.5" width="237" height="93" rx="15" fill="none" stroke="#fff" stroke-opacity=".25" stroke-width="2"/>`,
    ].join(''),
    name,
  );
}

// ---- Posters --------------------------------------------------------------------------------------

interface Theme {
  hue: number;
  hero: Drawing;
  /** Smaller pieces on either side of the hero. */
  sides: readonly Drawing[];
  /** A small piece strewn about the open side of a wide poster (coins, chips, stars). */
  token?: Drawing;
  /** A pitch under the scene. */
  pitch?: boolean;
}

const drawings = {
  cards: (pen: Pen) =>
    `${at(-20, 4, art.card(pen, 'A', 'spade'), 1, -12)}${at(20, 0, art.card(pen, 'K', 'heart'), 1, 10)}`,
  chips: (pen: Pen) => `${at(-18, 10, art.chipStack(pen, 0, 4))}${at(22, 18, art.chipStack(pen, 220, 3))}`,
  balls: (pen: Pen) =>
    `${at(-34, 14, art.numberBall(pen, 0, '7', 26))}${at(34, 14, art.numberBall(pen, 210, '21', 26))}${at(0, -18, art.numberBall(pen, 45, '8', 32))}`,
  envelopes: (pen: Pen) => `${at(-24, 6, art.envelope(pen), 0.9, -14)}${at(26, 0, art.envelope(pen), 0.95, 12)}`,
  machine: (pen: Pen) => art.slotMachine(pen, [art.seven, art.seven, art.seven]),
  jackpot: (pen: Pen) => `${at(0, 28, art.coinPile(pen), 1.05)}${at(0, -30, art.crown(pen), 0.7)}`,
  cash: (pen: Pen) => `${at(-10, -20, art.banknote(pen), 0.9, -12)}${at(0, 24, art.coinPile(pen), 1)}`,
  redChip: (pen: Pen) => art.chip(pen, 0),
  ball: (pen: Pen) => art.numberBall(pen, 210, '9', 30),
};

/** Words of a poster's title and the scene they call for; the first that matches wins. */
const themeRules: readonly [RegExp, Theme][] = [
  [
    /red envelope|festival|spring/,
    { hue: 352, hero: drawings.envelopes, sides: [art.lantern, art.cashCoin], token: art.coin },
  ],
  [/e-sports|esports/, { hue: 265, hero: art.gamepad, sides: [art.trophy, art.bolt], token: art.star }],
  [/jackpot|big win|record/, { hue: 345, hero: drawings.jackpot, sides: [art.seven, art.gem(200)], token: art.coin }],
  [
    /slot|spins|paytable|volatility|new game|launch/,
    { hue: 272, hero: drawings.machine, sides: [art.cherry, art.bell], token: art.coin },
  ],
  [
    /baccarat|live|dealer|roulette/,
    { hue: 152, hero: art.roulette, sides: [drawings.cards, drawings.chips], token: drawings.redChip },
  ],
  [
    /card room|poker|cards?\b/,
    { hue: 355, hero: drawings.cards, sides: [drawings.chips, art.crown], token: drawings.redChip },
  ],
  [/football|sport|accumulator|odds/, { hue: 130, hero: art.football, sides: [art.trophy, art.star], pitch: true }],
  [/fish/, { hue: 200, hero: art.fish(40), sides: [art.fish(330), art.fish(180)] }],
  [/lott|raffle|draw|11x5|pk10/, { hue: 222, hero: drawings.balls, sides: [art.star, art.coin], token: drawings.ball }],
  [/ranking|race|tournament|finals/, { hue: 232, hero: art.trophy, sides: [art.star, art.coin], token: art.star }],
  [/points|mall/, { hue: 318, hero: art.bag, sides: [art.star, art.gift(200)], token: art.star }],
  [/app\b|mobile|download|anywhere/, { hue: 250, hero: art.phone, sides: [art.coin, art.star], token: art.coin }],
  [/invit|friend|referral|share/, { hue: 198, hero: art.friends, sides: [art.gift(330), art.heart], token: art.heart }],
  [/log in|login|back in|forg/, { hue: 215, hero: art.key, sides: [art.shield, art.star], token: art.star }],
  [
    /security|password|protect|responsib|control/,
    { hue: 170, hero: art.shield, sides: [art.key, art.star], token: art.star },
  ],
  [/maintenance/, { hue: 210, hero: art.gear, sides: [art.gear, art.star] }],
  [/customer service|support|agents/, { hue: 200, hero: art.headset, sides: [art.heart, art.star], token: art.heart }],
  [
    /deposit|reload|payment|cash|rebate|bankroll|budget|boost/,
    { hue: 152, hero: drawings.cash, sides: [art.coin, art.gem(140)], token: art.coin },
  ],
  [
    /welcome|bonus|first|join|newbie|birthday|gift|party/,
    { hue: 292, hero: art.gift(340), sides: [art.coin, art.star], token: art.coin },
  ],
];

/** Reward prizes by name (points mall). */
const rewardRules: readonly [RegExp, Drawing][] = [
  [/mug/, art.mug],
  [/cap/, art.cap(215)],
  [/earbud|headphone/, art.earbuds],
  [/watch/, art.watch],
  [/console|gamepad/, art.gamepad],
  [/tablet/, art.tablet],
  [/phone/, art.phone],
  [/gold/, art.goldBar],
];

/** Lottery families by game code (seed/lottery.ts), bold enough for a 32 px icon. */
function lotteryIcon(pen: Pen, code: string): { hue: number; hero: Drawing } {
  const ball = (hue: number, label: string, x: number, y: number, r: number): string =>
    at(x, y, art.numberBall(pen, hue, label, r));
  if (code.startsWith('LF_'))
    return {
      hue: 12,
      hero: () =>
        `${at(-26, 14, art.die(pen, pen.int(1, 6)), 0.9, -12)}${at(26, 16, art.die(pen, pen.int(1, 6)), 0.9, 10)}${at(0, -24, art.die(pen, pen.int(1, 6)), 0.9, 4)}`,
    };
  if (code.startsWith('PK10_'))
    return {
      hue: 200,
      hero: () =>
        '<path d="M-40-40V46" stroke="#e8ecf4" stroke-width="5"/><path d="M-38-40H42V8H-38Z" fill="#fff"/><path d="M-38-40h20v16h-20zM2-40h20v16H2zM-18-24h20v16h-20zM22-24h20v16H22zM-38-8h20v16h-20zM2-8h20v16H2z" fill="#141414"/>',
    };
  if (code.startsWith('SSC_')) return { hue: 275, hero: () => ball(45, String(pen.int(0, 9)), 0, 0, 44) };
  if (code.startsWith('LHC_'))
    return {
      hue: 350,
      hero: () =>
        `${ball(0, String(pen.int(1, 49)), -22, 14, 28)}${ball(120, String(pen.int(1, 49)), 24, 18, 26)}${ball(210, '6', 0, -22, 30)}`,
    };
  if (code.startsWith('VN_'))
    return {
      hue: 40,
      hero: (p) =>
        `<circle r="46" fill="${p.gold()}"/><circle r="40" fill="${p.ball(355, 90)}"/><polygon points="${starPoints(5, 30, 12)}" fill="#ffd400"/>`,
    };
  const two = () => String(pen.int(1, 11)).padStart(2, '0');
  return { hue: 140, hero: () => `${ball(140, two(), -20, 12, 28)}${ball(45, two(), 22, -14, 28)}` };
}

function themeOf(pen: Pen, subject: string, title: string): Theme {
  const text = title.toLowerCase();
  if (subject.startsWith('lottery:')) return { ...lotteryIcon(pen, subject.slice('lottery:'.length)), sides: [] };
  if (subject.startsWith('reward:')) {
    // Cash prizes: more notes for more money (Cash 5: one, Cash 100: four).
    const amount = Number(/\d+/.exec(text)?.[0] ?? 0);
    const notes = amount >= 100 ? 4 : amount >= 50 ? 3 : amount >= 10 ? 2 : 1;
    const prize = rewardRules.find(([pattern]) => pattern.test(text))?.[1] ?? art.gift(pen.pick([340, 200, 45]));
    const hero = text.includes('cash') ? (p: Pen) => art.cash(p, notes) : prize;
    return { hue: pen.pick(sceneHues), hero, sides: [] };
  }
  return themeRules.find(([pattern]) => pattern.test(text))?.[1] ?? pen.pick(themeRules)[1];
}

const confettiColours = ['#ffd400', '#ff3e8a', '#7df9ff', '#5cff8a', '#ffffff'] as const;

/** Confetti: small turned rectangles, one path per colour. */
function confetti(pen: Pen, width: number, height: number, count: number): string {
  const paths = confettiColours.map(() => '');
  for (let index = 0; index < count; index += 1) {
    const [x, y] = [pen.between(0, width), pen.between(0, height)];
    const [w, h] = [pen.between(5, 11), pen.between(3, 5)];
    const angle = pen.between(0, Math.PI);
    const [cos, sin] = [Math.cos(angle), Math.sin(angle)];
    const corner = (dx: number, dy: number) =>
      `${Math.round(x + dx * cos - dy * sin)} ${Math.round(y + dx * sin + dy * cos)}`;
    const colour = pen.int(0, confettiColours.length - 1);
    paths[colour] =
      `${paths[colour] ?? ''}M${corner(-w / 2, -h / 2)}L${corner(w / 2, -h / 2)}L${corner(w / 2, h / 2)}L${corner(-w / 2, h / 2)}Z`;
  }
  return paths
    .map((d, index) => (d === '' ? '' : `<path d="${d}" fill="${confettiColours[index]}" opacity=".85"/>`))
    .join('');
}

/**
 * A picture without words for banners, promotions, news, rewards and lottery games: a scene chosen
 * by the words of `title` (never drawn: the page shows the title in the player's language).
 */
export function posterSvg(subject: string, title: string, size: { width: number; height: number }): string {
  const pen = new Pen(`poster:${subject}`);
  const { width, height } = size;
  const theme = themeOf(pen, subject, title);
  const hue = theme.hue + pen.int(-10, 10);
  const wide = width / height >= 1.8;
  const small = Math.min(width, height) <= 240;
  const heroX = wide ? width * 0.62 : width / 2;
  const heroY = height * 0.5;
  const heroScale = (height / 100) * (small ? 0.78 : wide ? 0.7 : 0.62);
  const background = pen.linear(
    'sky',
    [
      [0, hsl(hue - 15, 80, 50)],
      [0.55, hsl(hue, 75, 28)],
      [1, hsl(hue + 20, 75, 12)],
    ],
    [1, 1],
  );
  const bokeh = Array.from({ length: small ? 3 : 8 }, () => {
    const r = pen.between(0.04, 0.16) * height;
    return `<circle cx="${Math.round(pen.between(0, width))}" cy="${Math.round(pen.between(0, height))}" r="${Math.round(r)}" opacity="${pen.between(0.04, 0.12).toFixed(2)}"/>`;
  }).join('');
  const pitch = theme.pitch
    ? `<path d="M0 ${n(height * 0.72)}H${width}V${height}H0Z" fill="#1d7a2e" opacity=".8"/><path d="M${n(width * 0.1)} ${n(height * 0.8)}H${n(width * 0.9)}M${n(width / 2)} ${n(height * 0.72)}V${height}" stroke="#fff" stroke-width="3" opacity=".5"/>`
    : '';
  // Two soft ribbons sweep across a wide poster.
  const ribbons = wide
    ? `<path d="M0 ${n(height * 0.85)}C${n(width * 0.3)} ${n(height * 0.5)} ${n(width * 0.6)} ${n(height * 1.05)} ${width} ${n(height * 0.55)}M0 ${n(height * 0.25)}C${n(width * 0.35)} ${n(height * 0.05)} ${n(width * 0.55)} ${n(height * 0.5)} ${width} ${n(height * 0.1)}" fill="none" stroke="#fff" stroke-width="${n(height * 0.09)}" opacity=".07"/>`
    : '';
  const sides = theme.sides.map((side, index) =>
    wide
      ? at(
          width * (index === 0 ? 0.37 : 0.87),
          height * (index === 0 ? 0.62 : 0.4),
          side(pen),
          heroScale * 0.55,
          index === 0 ? -12 : 12,
        )
      : at(
          width * (index === 0 ? 0.17 : 0.83),
          height * (index === 0 ? 0.76 : 0.26),
          side(pen),
          heroScale * 0.42,
          index === 0 ? -12 : 12,
        ),
  );
  // Tokens strewn over the open left of a wide poster, large and near to small and far.
  const token = theme.token;
  const tokens =
    wide && token
      ? Array.from({ length: 5 }, (_, index) => {
          const x = width * pen.between(0.04, 0.27);
          const y = height * (0.12 + index * 0.17 + pen.between(0, 0.08));
          const scale = (heroScale * pen.between(0.16, 0.3)).toFixed(2);
          const use = pen.reuse(
            'token',
            () => token(pen),
            ` transform="translate(${Math.round(x)} ${Math.round(y)}) rotate(${pen.int(-30, 30)}) scale(${scale})"`,
          );
          return index % 2 === 0 ? use : use.replace('/>', ' opacity=".7"/>');
        }).join('')
      : '';
  const glints = sparkles(
    pen,
    Array.from(
      { length: small ? 2 : 5 },
      () =>
        [pen.between(0.05, 0.95) * width, pen.between(0.08, 0.9) * height, pen.between(0.03, 0.06) * height] as const,
    ),
  );
  return pen.svg(
    width,
    height,
    [
      `<rect width="${width}" height="${height}" fill="${background}"/>`,
      rays(heroX, heroY, 18, Math.hypot(width, height), pen.between(0, 20), 0.07),
      `<g fill="#fff">${bokeh}</g>`,
      ribbons,
      pitch,
      `<circle cx="${n(heroX)}" cy="${n(heroY)}" r="${n(height * 0.5)}" fill="${pen.radial('posterglow', [
        [0, '#fff', 0.45],
        [1, '#fff', 0],
      ])}"/>`,
      small ? '' : confetti(pen, width, height, wide ? 26 : 14),
      tokens,
      `<ellipse cx="${n(heroX)}" cy="${n(heroY + heroScale * 50)}" rx="${n(heroScale * 56)}" ry="${n(heroScale * 9)}" fill="${pen.radial(
        'stage',
        [
          [0, '#fff', 0.5],
          [1, '#fff', 0],
        ],
      )}"/>`,
      ...sides,
      at(heroX, heroY, theme.hero(pen), heroScale),
      glints,
    ].join(''),
  );
}
