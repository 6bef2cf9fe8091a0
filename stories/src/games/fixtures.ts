import type { Banner, Game, Notice, Winner } from '@lobby/design-system';

// Story data: deterministic (no randomness, no clock) and offline (inline SVG data: URIs), so that
// screenshots are pixel-exact.

const hues = [12, 48, 96, 150, 200, 240, 280, 320];
const vendors = ['PG Soft', 'JDB', 'CQ9', 'Fa Chai', 'JILI', 'Evolution'];
const names = [
  'Fortune Tiger',
  'Dragon Hatch',
  'Mahjong Ways',
  'Golden Empire',
  'Fishing God',
  'Lucky Neko',
  'Treasures of Aztec',
  'Wild Bandito',
  'Super Ace',
  'Crazy Time',
];

const svgUri = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`;

/** A square game icon: a coloured tile with the game's initials. */
function gameIcon(label: string, index: number): string {
  const hue = hues[index % hues.length] ?? 0;
  const initials = label
    .split(' ')
    .map((word) => word[0])
    .join('')
    .slice(0, 3);
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 240 240"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 45%)"/><stop offset="1" stop-color="hsl(${(hue + 60) % 360} 70% 25%)"/></linearGradient></defs><rect width="240" height="240" fill="url(#g)"/><circle cx="190" cy="50" r="70" fill="rgba(255,255,255,0.12)"/><text x="120" y="140" font-family="sans-serif" font-size="64" font-weight="700" fill="white" text-anchor="middle">${initials}</text></svg>`,
  );
}

/** `count` games, the same ones every time. */
export function makeGames(count: number, offset = 0): Game[] {
  return Array.from({ length: count }, (_, position) => {
    const index = position + offset;
    const name = names[index % names.length] ?? 'Game';
    const round = Math.floor(index / names.length);
    return {
      id: `game-${index}`,
      name: round === 0 ? name : `${name} ${round + 1}`,
      vendorName: vendors[index % vendors.length] ?? 'PG Soft',
      image: gameIcon(name, index),
      favourite: index % 7 === 3,
    };
  });
}

/** A wide banner with a headline. */
function bannerImage(headline: string, index: number): string {
  const hue = hues[(index * 3) % hues.length] ?? 0;
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1600 500"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="hsl(${hue} 65% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360} 70% 45%)"/></linearGradient></defs><rect width="1600" height="500" fill="url(#b)"/><circle cx="1300" cy="250" r="180" fill="rgba(255,255,255,0.15)"/><text x="120" y="270" font-family="sans-serif" font-size="96" font-weight="700" fill="white">${headline}</text></svg>`,
  );
}

export const banners: Banner[] = [
  {
    id: 'b1',
    title: 'Welcome bonus 100%',
    image: bannerImage('Welcome bonus 100%', 0),
    link: { type: 'promotion', target: 'welcome' },
  },
  {
    id: 'b2',
    title: 'Weekly cashback',
    image: bannerImage('Weekly cashback', 1),
    link: { type: 'promotion', target: 'cashback' },
  },
  { id: 'b3', title: 'New slots every Friday', image: bannerImage('New slots every Friday', 2) },
];

/** A banner for a popup's band (3 / 1) or the side menu's card (2 / 1), with a short headline. */
function compactBannerImage(headline: string, index: number, width: number, height: number): string {
  const hue = hues[(index * 3 + 1) % hues.length] ?? 0;
  const size = Math.round(height * 0.2);
  return svgUri(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}"><defs><linearGradient id="b" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 65% 30%)"/><stop offset="1" stop-color="hsl(${(hue + 80) % 360} 70% 45%)"/></linearGradient></defs><rect width="${width}" height="${height}" fill="url(#b)"/><circle cx="${width * 0.85}" cy="${height * 0.3}" r="${height * 0.45}" fill="rgba(255,255,255,0.15)"/><text x="${Math.round(width * 0.06)}" y="${Math.round(height * 0.6)}" font-family="sans-serif" font-size="${size}" font-weight="700" fill="white">${headline}</text></svg>`,
  );
}

/** The login popup's banners (a band over the form, 3 / 1). */
export const stripBanners: Banner[] = [
  {
    id: 's1',
    title: 'Premios por entrar cada día',
    image: compactBannerImage('Premios diarios', 1, 900, 300),
    link: { type: 'promotion', target: '1' },
  },
  { id: 's2', title: 'Entra y juega', image: compactBannerImage('Entra y juega', 0, 900, 300) },
];

/** The side menu's banners (a small card, 2 / 1). */
export const cardBanners: Banner[] = [
  {
    id: 'c1',
    title: 'Invita a tus amigos',
    image: compactBannerImage('Invita', 2, 480, 240),
    link: { type: 'route', target: '/member/referral' },
  },
  {
    id: 'c2',
    title: 'Tienda de puntos',
    image: compactBannerImage('Puntos', 3, 480, 240),
    link: { type: 'route', target: '/pointMall' },
  },
];

export const notices: Notice[] = [
  { id: 'n1', text: 'Mantenimiento programado el martes de 02:00 a 04:00.' },
  { id: 'n2', text: 'Nuevo bono de recarga del 20 % para todos los miembros VIP.' },
  { id: 'n3', text: 'Los retiros a bancos locales ahora se procesan en menos de 10 minutos.' },
];

const players = ['ma***01', 'jo***ez', 'lu***88', 'an***ta', 'ca***os', 'pe***12', 'so***ia', 'di***go'];

/** `count` winners in no particular order (the board sorts them). */
export function makeWinners(count: number): Winner[] {
  return Array.from({ length: count }, (_, index) => ({
    id: `winner-${index}`,
    player: players[index % players.length] ?? 'us***er',
    amount: ((index * 7919) % 97) * 1234.5 + 100 + index,
    gameName: names[index % names.length] ?? 'Game',
    time: `2026-11-23 0${index % 10}:${String((index * 7) % 60).padStart(2, '0')}`,
  }));
}
