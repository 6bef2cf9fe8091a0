// Fixtures of the account patterns' stories: a member's fields, missions and winners.
import type { ProfileField, Winner } from '@lobby/design-system';
import type { VipLevel, VipStatusValue } from '@lobby/contract';

/** A data: URI of a round avatar (no network in stories). */
function avatar(colour: string, letter: string): string {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><circle cx="32" cy="32" r="32" fill="${colour}"/><text x="32" y="42" text-anchor="middle" font-family="sans-serif" font-size="28" font-weight="700" fill="#ffffff">${letter}</text></svg>`;
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

export const avatars = ['#2563eb', '#db2777', '#059669', '#d97706', '#7c3aed', '#0891b2', '#dc2626', '#4b5563'].map(
  (colour, index) => ({ id: index + 1, src: avatar(colour, 'D') }),
);

export const profileFields: ProfileField[] = [
  { key: 'account', label: 'Cuenta', value: 'demo_member' },
  { key: 'nickname', label: 'Apodo', value: 'Demo Member' },
  { key: 'mobile', label: 'Número de móvil', value: '+66 81****678' },
  { key: 'email', label: 'Correo electrónico', value: 'de***@example.com' },
  { key: 'payeeName', label: 'Nombre real del beneficiario', value: 'D*** M*****' },
  { key: 'birthday', label: 'Fecha de nacimiento', value: '12/04/1990' },
  { key: 'telegram', label: 'Telegram', value: '@demo_member' },
  { key: 'zalo', label: 'Zalo' },
  { key: 'wechat', label: 'WeChat', value: '' },
  {
    key: 'withdrawPassword',
    label: 'Contraseña de retiro',
    value: 'Configurada',
    link: { label: 'Cambiar en la página de retiro', href: '#withdraw' },
  },
];

const players = ['lu****8', 'ti****3', 'ja****9', 'no****1', 'co****5', 'st****2', 'pe****7', 'ri****4'];
const games = ['Fortune Tiger', 'Baccarat Deluxe', 'Mahjong Ways 2', 'Ocean King', 'Super Viking Link'];

export function makeWinners(count: number): Winner[] {
  return Array.from({ length: count }, (_, index) => ({
    id: String(index),
    player: players[index % players.length] ?? '',
    amount: Math.round(250_000 / (index + 1)) + 0.45,
    gameName: games[index % games.length] ?? '',
    time: `0${String((index % 9) + 1)}/06/2026, 1${String(index % 10)}:20`,
  }));
}

/** The embedded platform's VIP levels, in Spanish (GET /wps/member/vip/levels). */
const vipLevel = (
  level: number,
  name: string,
  depositRequired: number,
  validBetRequired: number,
  rebateRate: number,
  bonus: number,
  birthdayBonus: number,
  dailyWithdrawalLimit: number,
  dailyWithdrawals: number,
): VipLevel => ({
  level,
  name,
  depositRequired,
  validBetRequired,
  benefits: {
    rebateRate,
    monthlyBonus: bonus,
    upgradeBonus: bonus,
    birthdayBonus,
    dailyWithdrawalLimit,
    dailyWithdrawals,
    dedicatedService: level >= 5,
  },
});

export const vipLevels: VipLevel[] = [
  vipLevel(1, 'Bronce', 0, 0, 0.3, 0, 0, 20_000, 3),
  vipLevel(2, 'Plata', 1_000, 5_000, 0.4, 18, 38, 50_000, 5),
  vipLevel(3, 'Oro', 5_000, 25_000, 0.5, 58, 88, 100_000, 5),
  vipLevel(4, 'Platino', 20_000, 100_000, 0.6, 188, 288, 200_000, 8),
  vipLevel(5, 'Diamante', 50_000, 300_000, 0.8, 588, 888, 500_000, 10),
  vipLevel(6, 'Diamante negro', 150_000, 1_000_000, 1, 1_888, 2_888, 1_000_000, 10),
  vipLevel(7, 'Corona', 500_000, 3_000_000, 1.2, 5_888, 8_888, 2_000_000, 15),
  vipLevel(8, 'Leyenda', 1_500_000, 10_000_000, 1.5, 18_888, 28_888, 5_000_000, 20),
];

/** demo_member's status: Silver, Gold's bets reached, its deposits not yet. */
export const vipStatus: VipStatusValue = {
  level: 2,
  name: 'Plata',
  deposited: 1_850,
  validBet: 31_286.1,
  next: {
    level: 3,
    name: 'Oro',
    depositRequired: 5_000,
    validBetRequired: 25_000,
    depositLeft: 3_150,
    validBetLeft: 0,
  },
};
