import type { Gift, PointsEarningRate, RedeemRules } from '@lobby/design-system';

// Story data: deterministic and offline (inline SVG data: URIs), so that screenshots are pixel-exact.

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A 4:3 gift picture: a coloured tile with the gift's name. */
function giftImage(label: string, hue: number): string {
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 320 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 40%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360} 70% 25%)"/></linearGradient></defs><rect width="320" height="240" fill="url(#g)"/><circle cx="250" cy="60" r="80" fill="rgba(255,255,255,0.12)"/><text x="160" y="135" font-family="sans-serif" font-size="34" font-weight="700" fill="white" text-anchor="middle">${label}</text></svg>`,
  );
}

export const mug: Gift = {
  id: '5',
  name: 'Taza de viaje',
  imageSrc: giftImage('Taza', 30),
  kind: 'GIFT',
  pointsRequired: 1500,
  stock: 116,
  unit: 'pieza',
};

export const cash: Gift = {
  id: '2',
  name: 'Efectivo 10',
  imageSrc: giftImage('$10', 140),
  kind: 'CASH',
  pointsRequired: 1000,
  cashAmount: 10,
  stock: 9997,
  unit: 'vale',
};

export const watch: Gift = {
  id: '8',
  name: 'Reloj inteligente',
  imageSrc: giftImage('Reloj', 260),
  kind: 'GIFT',
  pointsRequired: 30000,
  stock: 10,
  unit: 'pieza',
};

export const tablet: Gift = {
  id: '10',
  name: 'Tableta',
  imageSrc: giftImage('Tableta', 200),
  kind: 'GIFT',
  pointsRequired: 60000,
  stock: 0,
  unit: 'pieza',
};

export const longName: Gift = {
  ...mug,
  id: '13',
  name: 'Auriculares inalámbricos con cancelación de ruido y estuche de carga edición coleccionista',
  pointsRequired: 1234567,
  stock: 1234567,
};

export const gifts: Gift[] = [
  cash,
  mug,
  { ...mug, id: '6', name: 'Gorra deportiva', imageSrc: giftImage('Gorra', 90), pointsRequired: 2500, stock: 78 },
  watch,
  tablet,
  { ...watch, id: '12', name: 'Lingote de oro 1 g', imageSrc: giftImage('Oro', 50), pointsRequired: 150000, stock: 2 },
];

/** demo_member's points in the seed. */
export const balance = 14497;

export const rate = { points: 100, amount: 1 };

export const redeemRules: RedeemRules = {
  receivingAddress: { min: 10, max: 200 },
  paymentAccount: { min: 6, max: 40, pattern: /^[\p{L}\p{N} ._@+-]+$/u },
};

export const earningRates: PointsEarningRate[] = [
  { id: 'LIVE', label: 'Casino en vivo', amount: 100, amountKind: 'money', points: 1 },
  { id: 'LOTTERY', label: 'Lotería', amount: 50, amountKind: 'money', points: 1 },
  { id: 'CARD', label: 'Juegos de cartas', amount: 100, amountKind: 'money', points: 1 },
  { id: 'SLOTS', label: 'Tragamonedas', amount: 20, amountKind: 'money', points: 1 },
  { id: 'SPORTS', label: 'Deportes', amount: 50, amountKind: 'money', points: 1 },
  { id: 'REDEEM', label: 'Canje', amount: 1, amountKind: 'points', points: 1 },
  { id: 'DEPOSIT', label: 'Depósito', amount: 10, amountKind: 'money', points: 1 },
];
