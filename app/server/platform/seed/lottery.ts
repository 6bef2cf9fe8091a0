// The lottery catalogue (SPEC.md section 3: families 11X5, LF, LHC, PK10, SSC; Vietnam lotto by
// region) and its draws. Draw results are a pure function of (game, draw number), so every start and
// every client sees the same history without storing it.
import type { LotteryFamily, LotteryGame, PrizeMode } from '@lobby/contract';
import { createRng, hashString } from './random';

interface LotteryPlan {
  gameCode: string;
  gameName: string;
  family: string;
  vassalage: string;
  prizeMode: PrizeMode;
  drawIntervalSeconds: number;
}

const families: readonly [LotteryFamily, string, readonly [string, number][]][] = [
  [
    '11X5',
    '11 Choose 5',
    [
      ['Fast 11X5', 60],
      ['Lucky 11X5', 180],
      ['Classic 11X5', 600],
    ],
  ],
  [
    'LF',
    'Fast 3',
    [
      ['Speed Fast 3', 60],
      ['Lucky Fast 3', 300],
      ['Jilin Fast 3', 600],
    ],
  ],
  [
    'LHC',
    'Mark Six',
    [
      ['Mark Six', 86400],
      ['Speed Mark Six', 300],
    ],
  ],
  [
    'PK10',
    'PK10',
    [
      ['Speed Racing', 75],
      ['Lucky Airship', 300],
      ['Classic PK10', 1200],
    ],
  ],
  [
    'SSC',
    'Time Lottery',
    [
      ['Speed SSC', 60],
      ['Lucky SSC', 300],
      ['Classic SSC', 1200],
      ['Night SSC', 600],
    ],
  ],
];

const vnRegions: readonly [string, string, readonly string[]][] = [
  ['NORTH', 'Northern', ['Ha Noi', 'Hai Phong', 'Quang Ninh', 'Bac Ninh']],
  ['CENTRAL', 'Central', ['Da Nang', 'Hue', 'Khanh Hoa', 'Quang Nam']],
  ['SOUTH', 'Southern', ['Ho Chi Minh', 'Can Tho', 'Dong Nai', 'Vung Tau', 'Tay Ninh']],
  ['FAST', 'Fast', ['VN Speed 1 min', 'VN Speed 5 min']],
];

const code = (text: string): string => text.toUpperCase().replace(/[^A-Z0-9]+/g, '_');

export const lotteryGames: readonly LotteryPlan[] = families.flatMap(([family, , games]) =>
  games.map(([gameName, drawIntervalSeconds]) => ({
    gameCode: `${family}_${code(gameName)}`,
    gameName,
    family,
    vassalage: 'TCG',
    prizeMode: 'LOTT' as const,
    drawIntervalSeconds,
  })),
);

export const vnGames: readonly LotteryPlan[] = vnRegions.flatMap(([region, , names]) =>
  names.map((gameName) => ({
    gameCode: `VN_${code(gameName)}`,
    gameName,
    family: region,
    vassalage: 'TCG_LOTTO_VN',
    prizeMode: 'ELOTT' as const,
    drawIntervalSeconds: region === 'FAST' ? (gameName.includes('1 min') ? 60 : 300) : 86400,
  })),
);

export const familyNames: Record<string, string> = Object.fromEntries<string>([
  ...families.map(([family, name]): [string, string] => [family, name]),
  ...vnRegions.map(([region, name]): [string, string] => [region, name]),
]);

export const lotteryGameByCode = new Map([...lotteryGames, ...vnGames].map((game) => [game.gameCode, game]));

export const toLotteryGame = (plan: LotteryPlan): LotteryGame => ({
  ...plan,
  iconUrl: `/wps/assets/lottery/${plan.gameCode}.svg`,
});

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** The numbers drawn for one draw, by family rules. */
function drawNumbers(game: LotteryPlan, drawIndex: number, seed: number): string[] {
  const rng = createRng(seed ^ hashString(game.gameCode), String(drawIndex));
  const distinct = (count: number, max: number) =>
    rng
      .shuffle(Array.from({ length: max }, (_, index) => index + 1))
      .slice(0, count)
      .map((value) => pad(value));
  switch (game.family) {
    case '11X5':
      return distinct(5, 11);
    case 'LF':
      return [1, 2, 3].map(() => String(rng.int(1, 6)));
    case 'LHC':
      return distinct(7, 49);
    case 'PK10':
      return distinct(10, 10);
    case 'SSC':
      return [1, 2, 3, 4, 5].map(() => String(rng.int(0, 9)));
    default:
      // Vietnam lotto: special prize first, then the first to sixth prizes.
      return Array.from({ length: 7 }, () => pad(rng.int(0, 99999), 5));
  }
}

/** The last `limit` draws up to `now`, newest first; numero is yyyymmdd-<draw of the day>. */
export function recentDraws(game: LotteryPlan, now: number, limit: number, seed: number) {
  const interval = game.drawIntervalSeconds * 1000;
  const last = Math.floor(now / interval);
  return Array.from({ length: limit }, (_, offset) => {
    const index = last - offset;
    const openTime = index * interval;
    const day = new Date(openTime);
    const dayStart = Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate());
    const ofDay = Math.floor((openTime - dayStart) / interval) + 1;
    const date = `${day.getUTCFullYear()}${pad(day.getUTCMonth() + 1)}${pad(day.getUTCDate())}`;
    return {
      numero: `${date}-${pad(ofDay, 4)}`,
      openTime: new Date(openTime).toISOString(),
      numbers: drawNumbers(game, index, seed),
    };
  });
}
