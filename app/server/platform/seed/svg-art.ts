// The drawings of the generated pictures (svg.ts): slot symbols, cards and chips, balls, fish,
// roosters, gifts and the rest. Each is drawn around (0, 0) in a box about 100 wide and placed with
// `at`; colours that repeat are shared gradients of the pen.
import { at, hsl, n, type Pen, starPoints } from './svg-kit';

export type Drawing = (pen: Pen) => string;

const shine = (d: string, width = 5, opacity = 0.55) =>
  `<path d="${d}" fill="none" stroke="#fff" stroke-width="${width}" stroke-linecap="round" opacity="${opacity}"/>`;

// ---- Slot symbols ------------------------------------------------------------------------------

export const cherry: Drawing = (pen) => {
  const red = pen.ball(355, 90);
  return [
    '<path d="M-18 20C-14-6-2-26 8-42M18 24C16 0 12-24 8-42" fill="none" stroke="#2f7d22" stroke-width="5" stroke-linecap="round"/>',
    '<path d="M8-42C22-54 42-48 46-36C32-30 18-32 8-42Z" fill="#5ec23c"/>',
    `<circle cx="-18" cy="24" r="21" fill="${red}"/><circle cx="18" cy="28" r="21" fill="${red}"/>`,
    '<circle cx="-25" cy="16" r="5" fill="#fff" opacity=".7"/><circle cx="11" cy="20" r="5" fill="#fff" opacity=".7"/>',
  ].join('');
};

export const seven: Drawing = (pen) => {
  const red = pen.linear('seven', [
    [0, '#ff6a5a'],
    [0.5, '#e0142c'],
    [1, '#8c0018'],
  ]);
  return `<path d="M-36-46H38V-30C16-6 6 16 2 48H-24C-20 18-8-6 12-26H-36Z" fill="${red}" stroke="${pen.gold()}" stroke-width="6" stroke-linejoin="round"/>${shine('M-28-38H28', 4, 0.45)}`;
};

export const bar: Drawing = (pen) =>
  `<rect x="-48" y="-22" width="96" height="44" rx="8" fill="#161616" stroke="${pen.gold()}" stroke-width="5"/><text y="11" font-size="30" fill="${pen.gold()}">BAR</text>`;

export const bell: Drawing = (pen) =>
  [
    `<circle cy="-46" r="7" fill="${pen.gold()}"/>`,
    `<path d="M0-44C-28-44-30-14-32 6C-33 20-42 26-46 34H46C42 26 33 20 32 6C30-14 28-44 0-44Z" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
    '<circle cy="40" r="10" fill="#a8740f"/>',
    shine('M-16-30C-21-16-22 0-24 14'),
  ].join('');

export const gem =
  (hue: number): Drawing =>
  () =>
    [
      `<polygon points="-48,-12 -28,-38 28,-38 48,-12 0,46" fill="${hsl(hue, 85, 50)}"/>`,
      `<polygon points="-48,-12 -28,-38 28,-38 48,-12" fill="${hsl(hue, 90, 72)}"/>`,
      `<polygon points="-48,-12 -14,-12 0,46" fill="${hsl(hue, 85, 36)}"/>`,
      `<polygon points="14,-12 48,-12 0,46" fill="${hsl(hue, 85, 60)}"/>`,
      `<path d="M-28-38L-14-12L0-38L14-12L28-38M-14-12L0 46L14-12" fill="none" stroke="${hsl(hue, 90, 85)}" stroke-width="1.5" opacity=".8"/>`,
      '<polygon points="-22,-34 -10,-34 -16,-22" fill="#fff" opacity=".75"/>',
    ].join('');

export const coin: Drawing = (pen) =>
  pen.reuse('coin', () =>
    [
      `<circle r="44" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
      '<circle r="34" fill="none" stroke="#9b6a0c" stroke-width="3" opacity=".7"/>',
      `<polygon points="${starPoints(5, 20, 8)}" fill="#fff3c4" opacity=".9"/>`,
      shine('M-30-14A32 32 0 0 1-12-30', 5, 0.6),
    ].join(''),
  );

export const star: Drawing = (pen) =>
  `<polygon points="${starPoints(5, 50, 22)}" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2" stroke-linejoin="round"/><polygon points="${starPoints(5, 26, 11)}" fill="#fff6d0" opacity=".55"/>`;

export const crown: Drawing = (pen) =>
  [
    `<path d="M-50 26L-54-24L-26 2L0-40L26 2L54-24L50 26Z" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2" stroke-linejoin="round"/>`,
    `<rect x="-52" y="24" width="104" height="18" rx="4" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
    '<circle cx="-54" cy="-26" r="7" fill="#e0142c"/><circle cy="-42" r="8" fill="#1f7ae0"/><circle cx="54" cy="-26" r="7" fill="#e0142c"/>',
    '<circle cx="-26" cy="33" r="5" fill="#1f9d4a"/><circle cy="33" r="6" fill="#e0142c"/><circle cx="26" cy="33" r="5" fill="#1f9d4a"/>',
  ].join('');

export const clover: Drawing = (pen) => {
  const leaf = (turn: number) =>
    pen.reuse(
      'leaf',
      () =>
        `<path d="M0 0C-30-10-34-44-14-46C-6-46 0-40 0-34C0-40 6-46 14-46C34-44 30-10 0 0Z" fill="${pen.ball(125, 70)}"/>`,
      turn === 0 ? '' : ` transform="rotate(${turn})"`,
    );
  return `<path d="M0 4C4 24 10 36 22 48" fill="none" stroke="#1f6b22" stroke-width="6" stroke-linecap="round"/>${[0, 90, 180, 270].map(leaf).join('')}`;
};

export const horseshoe: Drawing = (pen) =>
  [
    `<path d="M-30 40C-56-4-36-46 0-46C36-46 56-4 30 40" fill="none" stroke="${pen.gold()}" stroke-width="20" stroke-linecap="round"/>`,
    `<path d="M-33 20l0 0M-40-6l0 0M-26-32l0 0M0-40l0 0M26-32l0 0M40-6l0 0M33 20l0 0" stroke="#7a4e06" stroke-width="6" stroke-linecap="round"/>`,
  ].join('');

export const melon: Drawing = () =>
  [
    '<path d="M-50-8A50 50 0 0 0 50-8Z" fill="#2e9e3a"/>',
    '<path d="M-43-8A43 43 0 0 0 43-8Z" fill="#eaf7c8"/>',
    '<path d="M-38-8A38 38 0 0 0 38-8Z" fill="#f0364b"/>',
    '<path d="M-18 4l2 6M0 12l0 6M18 4l-2 6M-8 22l1 5M8 22l-1 5" stroke="#2a1a12" stroke-width="4" stroke-linecap="round"/>',
  ].join('');

export const lemon: Drawing = () =>
  '<ellipse rx="46" ry="34" fill="#ffd42a" stroke="#d9a400" stroke-width="3"/><path d="M-46 0l-8-3M46 0l8 3" stroke="#d9a400" stroke-width="6" stroke-linecap="round"/><ellipse cx="-14" cy="-14" rx="16" ry="7" fill="#fff" opacity=".55" transform="rotate(-20 -14 -14)"/>';

export const grapes: Drawing = (pen) => {
  const purple = pen.ball(280, 65);
  const spots: [number, number][] = [
    [-24, -20],
    [0, -22],
    [24, -20],
    [-12, 0],
    [12, 0],
    [0, 20],
    [-24, 2],
    [24, 2],
    [-10, 38],
    [10, 38],
  ];
  return [
    '<path d="M0-30L4-50" stroke="#6b3e12" stroke-width="5" stroke-linecap="round"/><path d="M4-46C16-58 38-54 42-44C28-38 14-38 4-46Z" fill="#56b33a"/>',
    `<g fill="${purple}">${spots.map(([x, y]) => `<circle cx="${x}" cy="${y}" r="14"/>`).join('')}</g>`,
  ].join('');
};

export const heart: Drawing = (pen) =>
  `<path d="M0 44C-36 18-52 0-52-20C-52-38-38-48-24-48C-12-48-4-40 0-32C4-40 12-48 24-48C38-48 52-38 52-20C52 0 36 18 0 44Z" fill="${pen.ball(350, 90)}"/>${shine('M-36-22C-36-32-30-38-22-38', 6, 0.6)}`;

export const bolt: Drawing = (pen) =>
  `<polygon points="14,-52 -32,6 -4,6 -16,52 32,-10 4,-10" fill="${pen.linear('bolt', [
    [0, '#fffbd1'],
    [0.5, '#ffd400'],
    [1, '#ff8a00'],
  ])}" stroke="#8a4b00" stroke-width="3" stroke-linejoin="round"/>`;

export const flame: Drawing = (pen) =>
  [
    `<path d="M0 50C-30 50-44 30-40 8C-36-14-16-22-14-50C4-36 10-22 8-10C14-16 18-24 18-32C34-16 44 4 40 22C36 40 20 50 0 50Z" fill="${pen.linear(
      'flame',
      [
        [0, '#ffe066'],
        [0.5, '#ff7a00'],
        [1, '#d3200b'],
      ],
      [0, -1],
    )}"/>`,
    '<path d="M0 48C-16 48-22 36-20 24C-18 12-8 6-6-8C6 4 12 12 12 22C18 18 20 14 20 8C28 20 26 36 18 44C14 47 8 48 0 48Z" fill="#fff2a8"/>',
  ].join('');

export const moon: Drawing = (pen) =>
  `<path d="M8-48A48 48 0 1 0 46 22A38 38 0 1 1 8-48Z" fill="${pen.linear('moon', [
    [0, '#fffbe0'],
    [1, '#f3c448'],
  ])}"/><polygon points="${starPoints(4, 10, 3)}" fill="#fff" transform="translate(30 -24)"/>`;

export const sun: Drawing = (pen) =>
  `<polygon points="${starPoints(12, 52, 34)}" fill="#ffb000"/><circle r="32" fill="${pen.ball(45, 100)}"/>`;

/** A fish swimming right, its body of a hue. */
export const fish =
  (hue: number): Drawing =>
  (pen) =>
    [
      `<path d="M-30 0L-54-24C-50-8-50 8-54 24Z" fill="${hsl(hue, 85, 45)}"/>`,
      `<path d="M-36 0C-20-30 22-34 50 0C22 34-20 30-36 0Z" fill="${pen.ball(hue)}"/>`,
      `<path d="M-6-22C4-40 16-40 22-26Z" fill="${hsl(hue, 85, 45)}"/>`,
      `<path d="M16-14C10-6 10 6 16 14" fill="none" stroke="${hsl(hue, 80, 30)}" stroke-width="2.5" opacity=".7"/>`,
      '<circle cx="32" cy="-5" r="6" fill="#fff"/><circle cx="33.5" cy="-5" r="3" fill="#111"/>',
    ].join('');

export const lotus: Drawing = (pen) => {
  const petal = pen.linear('petal', [
    [0, '#ffe3f1'],
    [1, '#e0438b'],
  ]);
  return [
    `<g fill="${petal}">${[-64, -32, 32, 64].map((turn) => `<ellipse cy="-34" rx="14" ry="34" transform="translate(0 30) rotate(${turn})"/>`).join('')}<ellipse cy="-4" rx="16" ry="40"/></g>`,
    '<ellipse cy="36" rx="46" ry="8" fill="#2e9e6a"/>',
  ].join('');
};

/** A crystal ball on a gold stand (magic, mystic, wizards). */
export const orb: Drawing = (pen) =>
  [
    `<circle cy="-10" r="50" fill="${pen.radial('halo', [
      [0.5, '#d9b3ff', 0.55],
      [1, '#d9b3ff', 0],
    ])}"/>`,
    `<path d="M-30 30H30L38 48H-38Z" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
    `<circle cy="-10" r="38" fill="${pen.radial(
      'crystal',
      [
        [0, '#f4e8ff'],
        [0.45, '#9b5cff'],
        [1, '#3a0f8a'],
      ],
      0.4,
      0.35,
      0.7,
    )}"/>`,
    `<polygon points="${starPoints(4, 12, 3)}" fill="#fff" transform="translate(8 -4)"/>`,
    shine('M-24-22A28 28 0 0 1-8-38', 5, 0.7),
  ].join('');

/** A Chinese cash coin with its square hole and a red tassel (dragons, tigers, pandas). */
export const cashCoin: Drawing = (pen) =>
  [
    '<path d="M0 40V56M-6 56L0 44L6 56" stroke="#e0142c" stroke-width="5" stroke-linecap="round" fill="none"/>',
    `<circle r="44" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
    '<circle r="36" fill="none" stroke="#9b6a0c" stroke-width="3" opacity=".7"/>',
    '<rect x="-12" y="-12" width="24" height="24" fill="#7a1010" stroke="#8a5a08" stroke-width="3"/>',
    '<path d="M0-30V-18M0 18V30M-30 0H-18M18 0H30" stroke="#9b6a0c" stroke-width="6" stroke-linecap="round"/>',
    shine('M-30-14A32 32 0 0 1-12-30', 5, 0.6),
  ].join('');

export const rocket: Drawing = (pen) =>
  [
    '<path d="M-10 34C-12 46-6 54 0 60C6 54 12 46 10 34Z" fill="#ffb000"/>',
    '<path d="M-16 10L-32 36L-12 30ZM16 10L32 36L12 30Z" fill="#e0142c"/>',
    `<path d="M0-54C20-34 20 6 12 34H-12C-20 6-20-34 0-54Z" fill="${pen.linear(
      'hull',
      [
        [0, '#ffffff'],
        [1, '#a9b6c8'],
      ],
      [1, 0],
    )}"/>`,
    `<circle cy="-14" r="9" fill="${pen.ball(200)}" stroke="#5b6b80" stroke-width="3"/>`,
  ].join('');

export const pyramid: Drawing = (pen) =>
  [
    `<circle cx="22" cy="-22" r="22" fill="${pen.ball(40, 100)}"/>`,
    '<polygon points="0,-42 -54,40 8,40" fill="#f0c060"/><polygon points="0,-42 8,40 54,40" fill="#b57a22"/>',
    '<path d="M-36 12H3M-22-10H1M-46 28H6" stroke="#b57a22" stroke-width="2" opacity=".6"/>',
  ].join('');

export const chest: Drawing = (pen) =>
  [
    `<circle cx="-18" cy="-30" r="12" fill="${pen.gold()}"/><circle cx="6" cy="-36" r="12" fill="${pen.gold()}"/><circle cx="24" cy="-28" r="11" fill="${pen.gold()}"/>`,
    '<path d="M-46-16C-46-40 46-40 46-16Z" fill="#8a4b1c" stroke="#4e2a0e" stroke-width="3"/>',
    '<rect x="-46" y="-16" width="92" height="56" rx="4" fill="#a85f24" stroke="#4e2a0e" stroke-width="3"/>',
    `<path d="M-46 0H46M-30-16V40M30-16V40" stroke="${pen.gold()}" stroke-width="6"/>`,
    `<rect x="-9" y="-8" width="18" height="20" rx="3" fill="${pen.gold()}" stroke="#4e2a0e" stroke-width="2"/>`,
  ].join('');

export const lantern: Drawing = (pen) =>
  [
    '<path d="M0-58V-46M-6 46L-8 62M0 46V64M6 46L8 62" stroke="#f3c448" stroke-width="3"/>',
    `<rect x="-22" y="-50" width="44" height="10" rx="3" fill="${pen.gold()}"/><rect x="-22" y="38" width="44" height="10" rx="3" fill="${pen.gold()}"/>`,
    `<ellipse rx="40" ry="42" fill="${pen.ball(0, 90)}"/>`,
    '<path d="M0-40V40M-22-36C-32-12-32 12-22 36M22-36C32-12 32 12 22 36" fill="none" stroke="#ffb3a0" stroke-width="2" opacity=".6"/>',
  ].join('');

/** A wheel of fortune (or roulette) from dashed rings: no path per pocket. */
function wheel(pen: Pen, options: { colours: readonly string[]; pockets: number; radius?: number }): string {
  const r = options.radius ?? 48;
  const ring = r * 0.72;
  const circumference = 2 * Math.PI * ring;
  const share = circumference / options.pockets;
  const dashes = options.colours
    .slice(1)
    .map(
      (colour, index) => `<circle r="${n(ring)}" stroke="${colour}" stroke-dashoffset="${n(-share * (index + 1))}"/>`,
    )
    .join('');
  return [
    `<circle r="${r}" fill="${pen.gold()}"/>`,
    `<circle r="${n(r * 0.93)}" fill="${options.colours[0] ?? '#111'}"/>`,
    `<g fill="none" stroke-width="${n(r * 0.42)}" stroke-dasharray="${n(share)} ${n(share * (options.colours.length - 1))}">${dashes}</g>`,
    `<circle r="${n(r * 0.5)}" fill="${pen.radial('cone', [
      [0, '#ffe9a0'],
      [0.7, '#b57a22'],
      [1, '#5a3608'],
    ])}"/>`,
    `<path d="M${n(-r * 0.42)} 0H${n(r * 0.42)}M0 ${n(-r * 0.42)}V${n(r * 0.42)}" stroke="${pen.gold()}" stroke-width="${n(r * 0.08)}" stroke-linecap="round"/>`,
    `<circle r="${n(r * 0.12)}" fill="${pen.gold()}"/>`,
  ].join('');
}

export const roulette: Drawing = (pen) =>
  wheel(pen, { colours: ['#141414', '#c8102e'], pockets: 36 }) +
  '<circle cx="22" cy="-26" r="4.5" fill="#fff"/><circle cx="-21" cy="-27" r="3.5" fill="#1f9d4a"/>';

export const fortune: Drawing = (pen) =>
  wheel(pen, { colours: ['#e0142c', '#ffb000', '#1f7ae0', '#1f9d4a', '#8e2de2'], pockets: 10 }) +
  `<polygon points="0,-40 -9,-58 9,-58" fill="#fff" stroke="#8a5a08" stroke-width="2"/>`;

// ---- Cards, chips, dice, tiles, balls -----------------------------------------------------------

const suitPaths = {
  spade: 'M0-14C-6-6-14-2-14 5C-14 11-8 14-3 10L-5 16H5L3 10C8 14 14 11 14 5C14-2 6-6 0-14Z',
  heart: 'M0 14C-10 6-14 1-14-4C-14-9-10-12-6-12C-3-12-1-10 0-8C1-10 3-12 6-12C10-12 14-9 14-4C14 1 10 6 0 14Z',
  diamond: 'M0-15L11 0L0 15L-11 0Z',
  club: 'M0-13A6 6 0 1 1 0-1A6 6 0 1 1-6 9A6 6 0 1 1-1 4ZM0-1A6 6 0 1 0 6 9A6 6 0 1 0 1 4ZM-2 6L-5 16H5L2 6Z',
} as const;
export type Suit = keyof typeof suitPaths;
export const suits: readonly Suit[] = ['spade', 'heart', 'diamond', 'club'];
const suitColour = (suit: Suit) => (suit === 'heart' || suit === 'diamond' ? '#d0112b' : '#141414');

/** A playing card (about 64 by 90) face up. */
export function card(pen: Pen, rank: string, suit: Suit): string {
  const colour = suitColour(suit);
  const mark = (attributes: string) =>
    pen.reuse(`suit:${suit}`, `<path d="${suitPaths[suit]}" fill="${colour}"/>`, attributes);
  return [
    pen.reuse(
      'card',
      '<rect x="-32" y="-45" width="64" height="90" rx="7" fill="#fff" stroke="#c9ced6" stroke-width="1.5"/>',
    ),
    `<text x="-28" y="-24" text-anchor="start" font-size="18" fill="${colour}">${rank}</text>`,
    mark(' transform="translate(4 12) scale(1.5)"'),
    mark(' transform="translate(-22 -12) scale(.4)"'),
  ].join('');
}

/** A casino chip of a hue, seen from above. */
export const chip = (pen: Pen, hue: number): string =>
  pen.reuse(
    `chip:${hue}`,
    () =>
      `<circle r="26" fill="${hsl(hue, 80, 42)}"/><circle r="21" fill="none" stroke="#fff" stroke-width="7" stroke-dasharray="7.5 9"/><circle r="14" fill="${hsl(hue, 80, 52)}" stroke="#fff" stroke-width="1.5" stroke-dasharray="3 2"/>`,
  );

/** A stack of chips seen from the side. */
export function chipStack(pen: Pen, hue: number, count: number): string {
  const disc = () =>
    `<ellipse cy="4" rx="26" ry="9" fill="${hsl(hue, 80, 30)}"/><ellipse rx="26" ry="9" fill="${hsl(hue, 80, 46)}" stroke="#fff" stroke-width="3" stroke-dasharray="6 7"/>`;
  return Array.from({ length: count }, (_, index) =>
    pen.reuse(`disc:${hue}`, disc, index === 0 ? '' : ` y="${-index * 8}"`),
  ).join('');
}

const pipSpots: Record<number, readonly (readonly [number, number])[]> = {
  1: [[0, 0]],
  2: [
    [-12, -12],
    [12, 12],
  ],
  3: [
    [-12, -12],
    [0, 0],
    [12, 12],
  ],
  4: [
    [-12, -12],
    [12, -12],
    [-12, 12],
    [12, 12],
  ],
  5: [
    [-12, -12],
    [12, -12],
    [0, 0],
    [-12, 12],
    [12, 12],
  ],
  6: [
    [-12, -13],
    [12, -13],
    [-12, 0],
    [12, 0],
    [-12, 13],
    [12, 13],
  ],
};

/** A die (about 48 square) showing `face`. */
export function die(pen: Pen, face: number, pipColour = '#141414'): string {
  const pips = (pipSpots[face] ?? pipSpots[1] ?? [])
    .map(
      ([x, y]) =>
        `<circle cx="${x}" cy="${y}" r="${face === 1 ? 8 : 5}" fill="${face === 1 ? '#d0112b' : pipColour}"/>`,
    )
    .join('');
  return `${pen.reuse('die', '<rect x="-25" y="-25" width="50" height="50" rx="10" fill="#fff" stroke="#c9ced6" stroke-width="2"/>')}${pips}`;
}

/** A mahjong tile (about 44 by 60): dots, bamboo or the red dragon. */
export function tile(pen: Pen, kind: 'dots' | 'bamboo' | 'dragon', count: number): string {
  const face = pen.reuse(
    'tile',
    '<rect x="-22" y="-26" width="44" height="58" rx="6" fill="#2f8f5b"/><rect x="-22" y="-30" width="44" height="58" rx="6" fill="#fbf6e9" stroke="#d8cfb8" stroke-width="1.5"/>',
  );
  if (kind === 'dragon')
    return `${face}<rect x="-12" y="-18" width="24" height="34" rx="2" fill="none" stroke="#d0112b" stroke-width="4"/><path d="M0-22V20M-12-2H12" stroke="#d0112b" stroke-width="4"/>`;
  if (kind === 'bamboo') {
    const sticks = Array.from({ length: Math.min(count, 4) }, (_, index) => -12 + index * 8)
      .map((x) => `M${x}-20V16`)
      .join('');
    return `${face}<path d="${sticks}" stroke="#1f8f4a" stroke-width="5" stroke-linecap="round"/><path d="${sticks.replace(/-20V16/g, '-3v2')}" stroke="#fbf6e9" stroke-width="6"/>`;
  }
  const spots = (pipSpots[Math.min(Math.max(count, 1), 6)] ?? []).map(
    ([x, y]) =>
      `<circle cx="${x * 0.8}" cy="${y * 1.1 - 1}" r="6" fill="#fbf6e9" stroke="${x === 0 ? '#d0112b' : '#1f5fbf'}" stroke-width="3.5"/>`,
  );
  return face + spots.join('');
}

/** A numbered lottery ball of a hue. */
export const numberBall = (pen: Pen, hue: number, label: string, r = 24): string =>
  `<circle r="${r}" fill="${pen.ball(hue)}"/><circle r="${n(r * 0.58)}" fill="#fff"/><text y="${n(r * 0.25)}" font-size="${n(r * (label.length > 1 ? 0.68 : 0.8))}" fill="#1b1b1b">${label}</text><circle cx="${n(-r * 0.45)}" cy="${n(-r * 0.55)}" r="${n(r * 0.14)}" fill="#fff" opacity=".7"/>`;

export const football: Drawing = () =>
  [
    '<circle r="46" fill="#fff" stroke="#1b1b1b" stroke-width="2"/>',
    '<polygon points="0,-16 15,-5 9,13 -9,13 -15,-5" fill="#1b1b1b"/>',
    '<path d="M0-16V-34M15-5L32-11M9 13L20 28M-9 13L-20 28M-15-5L-32-11" stroke="#1b1b1b" stroke-width="2.5"/>',
    '<path d="M-12-44L0-34L12-44A46 46 0 0 0-12-44ZM42-20L32-11L36 6L46 0A46 46 0 0 0 42-20ZM30 35L20 28L6 40L10 45A46 46 0 0 0 30 35ZM-30 35L-20 28L-6 40L-10 45A46 46 0 0 1-30 35ZM-42-20L-32-11L-36 6L-46 0A46 46 0 0 1-42-20Z" fill="#1b1b1b"/>',
    '<path d="M-30-26A40 40 0 0 1-8-40" fill="none" stroke="#fff" stroke-width="4" opacity=".8"/>',
  ].join('');

export const basketball: Drawing = (pen) =>
  `<circle r="46" fill="${pen.ball(24, 90)}"/><path d="M-46 0H46M0-46V46M-32-33C-14-16-14 16-32 33M32-33C14-16 14 16 32 33" fill="none" stroke="#3a1a06" stroke-width="3"/>`;

export const gamepad: Drawing = (pen) =>
  [
    `<path d="M-30-26H30C46-26 56-6 58 14C60 32 50 40 40 36C32 33 26 20 18 18H-18C-26 20-32 33-40 36C-50 40-60 32-58 14C-56-6-46-26-30-26Z" fill="${pen.linear(
      'pad',
      [
        [0, '#3b3f58'],
        [1, '#14162a'],
      ],
    )}" stroke="#7df9ff" stroke-width="2.5"/>`,
    '<path d="M-36-6V14M-46 4H-26" stroke="#e8ecff" stroke-width="7" stroke-linecap="round"/>',
    '<circle cx="30" cy="-4" r="5.5" fill="#ff4f9a"/><circle cx="42" cy="6" r="5.5" fill="#7df9ff"/><circle cx="18" cy="6" r="5.5" fill="#ffd400"/><circle cx="30" cy="16" r="5.5" fill="#5cff8a"/>',
  ].join('');

export const trophy: Drawing = (pen) =>
  [
    `<path d="M-30-36C-56-36-54 2-24 6M30-36C56-36 54 2 24 6" fill="none" stroke="${pen.gold()}" stroke-width="7"/>`,
    `<path d="M-34-46H34C34-6 20 14 0 16C-20 14-34-6-34-46Z" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
    `<path d="M-6 16H6L10 32H-10Z" fill="#c98f1c"/><rect x="-26" y="32" width="52" height="16" rx="3" fill="#5a3608"/><rect x="-16" y="36" width="32" height="6" rx="1" fill="${pen.gold()}"/>`,
    `<polygon points="${starPoints(5, 12, 5)}" fill="#fff6d0" transform="translate(0 -18)"/>`,
    shine('M-22-38C-22-22-18-10-10-2', 5, 0.5),
  ].join('');

/** A rooster facing right, feathers of a hue. */
export const rooster =
  (hue: number): Drawing =>
  (pen) =>
    [
      `<path d="M-14 6C-40 0-52-30-44-52C-36-34-26-28-18-24C-30-40-26-56-14-62C-16-42-8-30 0-24Z" fill="${hsl(hue, 80, 30)}"/>`,
      `<path d="M-28 4C-50 4-58-18-56-30C-48-18-38-12-24-12Z" fill="${hsl(hue + 40, 85, 40)}"/>`,
      `<path d="M-22-6C-26 26 6 38 26 22C38 12 36-8 28-22C24-30 24-38 30-44L20-44C8-40 4-28 6-18C-4-22-14-16-22-6Z" fill="${pen.linear(
        `rooster:${hue}`,
        [
          [0, hsl(hue, 85, 58)],
          [1, hsl(hue, 80, 32)],
        ],
      )}"/>`,
      '<path d="M18-44C14-52 20-58 24-52C24-60 32-60 32-52C36-56 42-50 36-44Z" fill="#e0142c"/>',
      '<path d="M36-38L48-34L36-30Z" fill="#ffb000"/><path d="M32-30C36-22 32-18 28-22Z" fill="#e0142c"/>',
      '<circle cx="30" cy="-38" r="3" fill="#111"/>',
      `<path d="M-4 8C0 22 12 28 22 20C14 18 6 14-4 8Z" fill="${hsl(hue + 20, 70, 24)}" opacity=".7"/>`,
      '<path d="M0 28L-4 50M12 28L14 50M-10 50H2M8 50H22" stroke="#e3a21a" stroke-width="4" stroke-linecap="round"/>',
    ].join('');

/** A space-invader sprite drawn from the hash: 5 columns mirrored to 9, 7 rows. */
export function invader(pen: Pen, hue: number): string {
  let d = '';
  for (let row = 0; row < 7; row += 1) {
    for (let column = 0; column < 5; column += 1) {
      const filled = column === 4 ? row > 0 && row < 6 : pen.next() < 0.55;
      if (!filled) continue;
      for (const x of column === 4 ? [4] : [column, 8 - column])
        d += `M${(x - 4.5) * 11} ${(row - 3.5) * 11}h11v11h-11z`;
    }
  }
  return `<path d="${d}" fill="${hsl(hue, 90, 62)}"/><path d="M-16.5-5.5h11v6h-11zM5.5-5.5h11v6h-11z" fill="#111"/>`;
}

// ---- Poster objects -----------------------------------------------------------------------------

export const gift =
  (hue: number): Drawing =>
  (pen) =>
    [
      `<rect x="-44" y="-10" width="88" height="58" rx="4" fill="${pen.linear(
        `box:${hue}`,
        [
          [0, hsl(hue, 85, 60)],
          [0.5, hsl(hue, 80, 46)],
          [1, hsl(hue, 80, 30)],
        ],
        [1, 0],
      )}"/>`,
      `<rect x="-50" y="-28" width="100" height="22" rx="4" fill="${hsl(hue, 85, 62)}"/>`,
      '<path d="M-44-5H44" stroke="#000" stroke-width="4" opacity=".2"/>',
      `<path d="M0-28V48" stroke="${pen.gold()}" stroke-width="16"/>`,
      `<path d="M0-28C-14-52-46-54-40-36C-36-26-16-26 0-28ZM0-28C14-52 46-54 40-36C36-26 16-26 0-28Z" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2" stroke-linejoin="round"/>`,
      '<path d="M-6-30C-14-42-28-46-30-38M6-30C14-42 28-46 30-38" fill="none" stroke="#8a5a08" stroke-width="2" opacity=".6"/>',
      `<circle cy="-29" r="8" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
      '<path d="M-38-22H-10" stroke="#fff" stroke-width="4" stroke-linecap="round" opacity=".45"/>',
    ].join('');

/** A fan of `count` banknotes and a coin. */
export function cash(pen: Pen, count: number): string {
  const notes = Array.from({ length: count }, (_, index) => {
    const step = index - (count - 1) / 2;
    return at(
      step * 12 - 4,
      step * -10 + 4,
      pen.reuse('note', () => banknote(pen)),
      1,
      step * 10 - 4,
    );
  });
  return `${notes.join('')}${at(34, 30, coin(pen), 0.5)}`;
}

export const banknote: Drawing = () =>
  '<rect x="-50" y="-26" width="100" height="52" rx="5" fill="#37a36b" stroke="#1d6b43" stroke-width="3"/><rect x="-42" y="-18" width="84" height="36" rx="3" fill="none" stroke="#bff0d4" stroke-width="2"/><circle r="13" fill="#bff0d4"/><circle r="6" fill="#37a36b"/><circle cx="-32" cy="0" r="4" fill="#bff0d4"/><circle cx="32" cy="0" r="4" fill="#bff0d4"/>';

/** A stack of gold coins seen from the side. */
function coinStack(pen: Pen, count: number): string {
  const disc = () =>
    `<ellipse cy="5" rx="30" ry="10" fill="#9b6a0c"/><ellipse rx="30" ry="10" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="1.5"/>`;
  return Array.from({ length: count }, (_, index) =>
    pen.reuse('coindisc', disc, index === 0 ? '' : ` y="${-index * 9}"`),
  ).join('');
}

export const envelope: Drawing = (pen) =>
  [
    `<rect x="-34" y="-48" width="68" height="96" rx="6" fill="${pen.linear('envelope', [
      [0, '#ff4b3a'],
      [1, '#b3001b'],
    ])}"/>`,
    '<path d="M-34-42C-20-18 20-18 34-42V-48H-34Z" fill="#8f0015" opacity=".55"/>',
    `<circle cy="-18" r="14" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2"/>`,
    '<rect x="-5" y="-23" width="10" height="10" fill="#b3001b"/>',
  ].join('');

export const phone: Drawing = (pen) =>
  [
    '<rect x="-30" y="-56" width="60" height="112" rx="10" fill="#14161f" stroke="#5b6378" stroke-width="3"/>',
    `<rect x="-25" y="-46" width="50" height="92" rx="4" fill="${pen.linear('screen', [
      [0, '#5b2bd9'],
      [1, '#ff3e8a'],
    ])}"/>`,
    '<rect x="-9" y="-52" width="18" height="4" rx="2" fill="#5b6378"/>',
    `<g transform="translate(0 -6) scale(.4)">${seven(pen)}</g>`,
    '<rect x="-18" y="22" width="36" height="12" rx="6" fill="#ffd400"/>',
  ].join('');

export const tablet: Drawing = (pen) =>
  [
    '<rect x="-52" y="-38" width="104" height="76" rx="8" fill="#14161f" stroke="#5b6378" stroke-width="3"/>',
    `<rect x="-44" y="-30" width="88" height="60" rx="3" fill="${pen.linear(
      'tabscreen',
      [
        [0, '#1f7ae0'],
        [1, '#11c4b0'],
      ],
      [1, 1],
    )}"/>`,
    `<g transform="translate(-16 0) scale(.26)">${card(pen, 'A', 'spade')}</g><g transform="translate(2 0) scale(.26)">${card(pen, 'K', 'heart')}</g>`,
    `<g transform="translate(24 2) scale(.4)">${chip(pen, 45)}</g>`,
  ].join('');

export const watch: Drawing = (pen) =>
  [
    '<rect x="-18" y="-56" width="36" height="112" rx="8" fill="#2a2d3a"/>',
    '<rect x="-30" y="-32" width="60" height="64" rx="16" fill="#14161f" stroke="#8c93a8" stroke-width="4"/>',
    `<circle r="20" fill="none" stroke="${pen.linear('ringw', [
      [0, '#5cff8a'],
      [1, '#1f7ae0'],
    ])}" stroke-width="6" stroke-dasharray="90 126" stroke-linecap="round" transform="rotate(-90)"/>`,
    '<path d="M0-8V0L7 5" stroke="#fff" stroke-width="3" stroke-linecap="round" fill="none"/>',
    '<rect x="30" y="-8" width="5" height="16" rx="2" fill="#8c93a8"/>',
  ].join('');

export const earbuds: Drawing = () =>
  [
    '<rect x="-40" y="-4" width="80" height="50" rx="24" fill="#f4f6fa" stroke="#c9ced6" stroke-width="2"/>',
    '<path d="M-40 16H40" stroke="#c9ced6" stroke-width="2"/><circle cy="26" r="3" fill="#5cff8a"/>',
    '<path d="M-22-44C-36-44-36-20-22-20C-18-20-16-24-16-28V-4" fill="#fff" stroke="#c9ced6" stroke-width="2" stroke-linecap="round"/>',
    '<path d="M22-44C36-44 36-20 22-20C18-20 16-24 16-28V-4" fill="#fff" stroke="#c9ced6" stroke-width="2" stroke-linecap="round"/>',
  ].join('');

export const mug: Drawing = (pen) =>
  [
    '<path d="M30-16C52-16 52 22 30 22" fill="none" stroke="#e8ecf4" stroke-width="9"/>',
    `<path d="M-36-34H34V30C34 42 24 48 14 48H-16C-26 48-36 42-36 30Z" fill="${pen.linear(
      'mug',
      [
        [0, '#ffffff'],
        [1, '#c3cad8'],
      ],
      [1, 0],
    )}"/>`,
    '<ellipse cy="-34" rx="35" ry="8" fill="#6b3a1c"/>',
    '<path d="M-12-50C-18-60-6-64-12-74M8-50C2-60 14-64 8-74" stroke="#fff" stroke-width="4" fill="none" stroke-linecap="round" opacity=".6"/>',
    `<polygon points="${starPoints(5, 14, 6)}" fill="#ffb000" transform="translate(-2 6)"/>`,
  ].join('');

export const cap =
  (hue: number): Drawing =>
  (pen) =>
    [
      `<path d="M-46 14C-46-30-20-44 0-44C20-44 46-30 46 14Z" fill="${pen.linear(`cap:${hue}`, [
        [0, hsl(hue, 80, 55)],
        [1, hsl(hue, 80, 34)],
      ])}"/>`,
      `<path d="M-46 14C-20 4 40 4 66 22C50 30 20 30-46 22Z" fill="${hsl(hue, 80, 28)}"/>`,
      '<path d="M0-44V10M-28-32C-18-12-18 0-20 10M28-32C18-12 18 0 20 10" stroke="#000" stroke-width="2" opacity=".2" fill="none"/>',
      `<circle cy="-44" r="5" fill="${hsl(hue, 80, 28)}"/>`,
      `<polygon points="${starPoints(5, 12, 5)}" fill="#fff" transform="translate(0 -14)"/>`,
    ].join('');

export const goldBar: Drawing = (pen) => {
  const ingot = `<polygon points="-30,14 -22,-8 22,-8 30,14" fill="${pen.gold()}" stroke="#8a5a08" stroke-width="2" stroke-linejoin="round"/><polygon points="-22,-8 22,-8 18,-12 -18,-12" fill="#fff4c4"/>`;
  return [at(-26, 30, ingot), at(26, 30, ingot), at(0, 4, ingot)].join('');
};

export const shield: Drawing = (pen) =>
  [
    `<path d="M0-52L42-36V0C42 26 22 44 0 54C-22 44-42 26-42 0V-36Z" fill="${pen.linear('shield', [
      [0, '#4fd1a5'],
      [1, '#0f7a5a'],
    ])}" stroke="${pen.gold()}" stroke-width="5"/>`,
    '<rect x="-16" y="-4" width="32" height="26" rx="4" fill="#fff"/>',
    '<path d="M-10-4V-14C-10-28 10-28 10-14V-4" fill="none" stroke="#fff" stroke-width="6"/>',
    '<circle cy="7" r="4" fill="#0f7a5a"/><path d="M0 9V16" stroke="#0f7a5a" stroke-width="3"/>',
  ].join('');

export const key: Drawing = (pen) =>
  `<circle cx="-26" r="22" fill="none" stroke="${pen.gold()}" stroke-width="12"/><path d="M-4 0H50M32 0V16M44 0V12" fill="none" stroke="${pen.gold()}" stroke-width="10" stroke-linecap="round"/>`;

export const headset: Drawing = () =>
  [
    '<path d="M-38 10V-4C-38-30-20-44 0-44C20-44 38-30 38-4V10" fill="none" stroke="#e8ecf4" stroke-width="8"/>',
    '<rect x="-48" y="-6" width="20" height="36" rx="8" fill="#1f7ae0"/><rect x="28" y="-6" width="20" height="36" rx="8" fill="#1f7ae0"/>',
    '<path d="M38 26C38 40 26 46 10 46" fill="none" stroke="#e8ecf4" stroke-width="4"/><circle cx="6" cy="46" r="6" fill="#e8ecf4"/>',
  ].join('');

export const gear: Drawing = (pen) =>
  `<polygon points="${starPoints(8, 50, 38, -90)}" fill="#8c93a8" stroke="#5b6378" stroke-width="2" stroke-linejoin="round"/><circle r="34" fill="#8c93a8"/><circle r="14" fill="${pen.ball(210, 30)}"/>`;

export const friends: Drawing = (pen) => {
  const person = (hue: number) =>
    `<circle cy="-26" r="18" fill="${pen.ball(hue, 70)}"/><path d="M-30 30C-30 4-16-4 0-4C16-4 30 4 30 30Z" fill="${hsl(hue, 70, 48)}"/>`;
  return [
    at(-30, 10, person(200)),
    at(30, 10, person(330)),
    at(0, 4, person(45), 1.15),
    `<path d="M0 0C-6-8-16-4-14 4C-12 10 0 16 0 16C0 16 12 10 14 4C16-4 6-8 0 0Z" fill="#ff3e6c" transform="translate(36 -40) scale(.9)"/>`,
  ].join('');
};

export const bag: Drawing = (pen) =>
  [
    '<path d="M-18-24V-34C-18-50 18-50 18-34V-24" fill="none" stroke="#5a3608" stroke-width="6"/>',
    `<path d="M-42-26H42L48 46H-48Z" fill="${pen.linear('bag', [
      [0, '#ff5fa2'],
      [1, '#b0125e'],
    ])}"/>`,
    `<polygon points="${starPoints(5, 22, 9)}" fill="${pen.gold()}" transform="translate(0 12)"/>`,
  ].join('');

/** A slot cabinet: an arch, three reels of symbols, a lever. */
export function slotMachine(pen: Pen, reels: readonly Drawing[]): string {
  return [
    `<path d="M62-20H70V-50" fill="none" stroke="#8c93a8" stroke-width="5"/><circle cx="70" cy="-54" r="8" fill="${pen.ball(355)}"/>`,
    `<path d="M-62 60V-40C-62-70 62-70 62-40V60Z" fill="${pen.linear('cabinet', [
      [0, '#ff3e6c'],
      [1, '#7a0a3c'],
    ])}" stroke="${pen.gold()}" stroke-width="4"/>`,
    `<rect x="-52" y="-34" width="104" height="62" rx="8" fill="#14161f"/>`,
    reels
      .map(
        (draw, index) =>
          `<rect x="${-48 + index * 33}" y="-30" width="30" height="54" rx="4" fill="#fff"/>${at(-33 + index * 33, -3, draw(pen), 0.26)}`,
      )
      .join(''),
    '<path d="M-52-3H52" stroke="#e0142c" stroke-width="2" opacity=".7"/>',
    `<rect x="-40" y="36" width="80" height="14" rx="7" fill="${pen.gold()}"/>`,
    ...[-40, -20, 0, 20, 40].map((x) => `<circle cx="${x}" cy="-52" r="3.5" fill="#fff6c2"/>`),
  ].join('');
}

export const coinPile: Drawing = (pen) =>
  [
    at(-34, 18, coinStack(pen, 3)),
    at(30, 22, coinStack(pen, 2)),
    at(0, 8, coinStack(pen, 5)),
    at(-14, -40, coin(pen), 0.34, -20),
    at(22, -30, coin(pen), 0.3, 15),
  ].join('');
