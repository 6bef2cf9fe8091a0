// Generated images (PLATFORM.md: images are generated locally as SVG, nothing is fetched from
// outside). Colours and shapes come from a hash of the subject, so an image never changes.
import { hashString } from './random';

const escapeXml = (text: string): string => text.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** Two hues of a subject: a saturated background gradient that keeps white text readable. */
function palette(subject: string): { from: string; to: string; accent: string } {
  const hash = hashString(subject);
  const hue = hash % 360;
  const shift = 30 + ((hash >>> 9) % 60);
  return {
    from: `hsl(${hue} 70% 32%)`,
    to: `hsl(${(hue + shift) % 360} 75% 18%)`,
    accent: `hsl(${(hue + 180) % 360} 85% 62%)`,
  };
}

const initials = (name: string): string =>
  name
    .split(/[\s_-]+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => String.fromCodePoint(word.codePointAt(0) ?? 32).toUpperCase())
    .join('');

function gradient(id: string, colours: { from: string; to: string }): string {
  return `<defs><linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colours.from}"/><stop offset="1" stop-color="${colours.to}"/></linearGradient></defs>`;
}

/** A square game icon: gradient, a shape chosen by hash, the initials and the vendor code. */
export function gameIconSvg(game: { nodeId: number; gameName: string; vassalage: string }): string {
  const colours = palette(`${game.vassalage}:${game.gameName}`);
  const hash = hashString(String(game.nodeId));
  const shapes = [
    `<circle cx="150" cy="125" r="78" fill="${colours.accent}" opacity="0.35"/>`,
    `<rect x="72" y="47" width="156" height="156" rx="28" fill="${colours.accent}" opacity="0.3" transform="rotate(12 150 125)"/>`,
    `<polygon points="150,38 238,200 62,200" fill="${colours.accent}" opacity="0.3"/>`,
    `<path d="M150 50 L175 105 L235 110 L190 150 L205 210 L150 178 L95 210 L110 150 L65 110 L125 105 Z" fill="${colours.accent}" opacity="0.35"/>`,
  ];
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="300" height="300" viewBox="0 0 300 300">',
    gradient('g', colours),
    '<rect width="300" height="300" fill="url(#g)"/>',
    shapes[hash % shapes.length],
    `<text x="150" y="148" text-anchor="middle" font-family="sans-serif" font-size="72" font-weight="700" fill="#fff">${escapeXml(initials(game.gameName))}</text>`,
    `<text x="150" y="262" text-anchor="middle" font-family="sans-serif" font-size="22" fill="#fff" opacity="0.85">${escapeXml(game.vassalage)}</text>`,
    '</svg>',
  ].join('');
}

/** A vendor mark: its code on a rounded badge (wide, for lanes and the footer). */
export function vendorMarkSvg(vendor: { code: string; name: string }): string {
  const colours = palette(vendor.code);
  const label = vendor.code.replace(/_/g, ' ');
  // Long codes (TCG LOTTO VN) shrink to fit the 240-wide badge.
  const fontSize = Math.min(34, Math.floor(200 / (label.length * 0.62)));
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="240" height="96" viewBox="0 0 240 96">',
    gradient('g', colours),
    '<rect width="240" height="96" rx="16" fill="url(#g)"/>',
    `<text x="120" y="58" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(label)}</text>`,
    `<text x="120" y="84" text-anchor="middle" font-family="sans-serif" font-size="14" fill="#fff" opacity="0.8">${escapeXml(vendor.name)}</text>`,
    '</svg>',
  ].join('');
}

/** A wide picture with a title: banners, promotions, rewards, lottery icons. */
export function posterSvg(subject: string, title: string, size: { width: number; height: number }): string {
  const colours = palette(subject);
  const { width, height } = size;
  const fontSize = Math.round(Math.min(height / 5, (width / Math.max(title.length, 8)) * 1.6));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
    gradient('g', colours),
    `<rect width="${width}" height="${height}" fill="url(#g)"/>`,
    `<circle cx="${Math.round(width * 0.85)}" cy="${Math.round(height * 0.3)}" r="${Math.round(height * 0.45)}" fill="${colours.accent}" opacity="0.25"/>`,
    `<circle cx="${Math.round(width * 0.1)}" cy="${Math.round(height * 0.95)}" r="${Math.round(height * 0.35)}" fill="${colours.accent}" opacity="0.18"/>`,
    `<text x="${Math.round(width / 2)}" y="${Math.round(height / 2 + fontSize / 3)}" text-anchor="middle" font-family="sans-serif" font-size="${fontSize}" font-weight="800" fill="#fff">${escapeXml(title)}</text>`,
    '</svg>',
  ].join('');
}

/** A flag stand-in for a country code: three bands and the code (no real flags are bundled). */
export function flagSvg(countryCode: string): string {
  const code = countryCode.toUpperCase();
  const hash = hashString(code);
  const hues = [hash % 360, (hash >>> 8) % 360, (hash >>> 16) % 360];
  const vertical = (hash & 1) === 1;
  const bands = hues
    .map((hue, index) =>
      vertical
        ? `<rect x="${index * 20}" y="0" width="20" height="40" fill="hsl(${hue} 65% 45%)"/>`
        : `<rect x="0" y="${(index * 40) / 3}" width="60" height="${40 / 3}" fill="hsl(${hue} 65% 45%)"/>`,
    )
    .join('');
  return [
    '<svg xmlns="http://www.w3.org/2000/svg" width="60" height="40" viewBox="0 0 60 40">',
    bands,
    `<text x="30" y="26" text-anchor="middle" font-family="sans-serif" font-size="14" font-weight="700" fill="#fff" stroke="#000" stroke-width="0.5">${escapeXml(code.slice(0, 3))}</text>`,
    '</svg>',
  ].join('');
}
