// Fixtures of the account patterns' stories: a member's fields, missions and winners.
import type { ProfileField, Winner } from '@lobby/design-system';

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
