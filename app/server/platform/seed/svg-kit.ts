// The small toolkit of the generated pictures (svg.ts): a seeded pen that collects gradients, numbers
// written short, text escaped and fitted without font metrics. No filters, rasters, scripts or
// external references: gradients, paths, circles and opacity only (cheap to paint, issue 18).
import { createRandom, hashString } from './random';

/** Arial's metrics (Linux draws Liberation Sans, metric-compatible, for Arial): no web font is fetched. */
const fontStack = 'Arial,Helvetica,sans-serif';

/** Drops what XML 1.0 forbids (controls, lone surrogates, U+FFFE and U+FFFF), then escapes markup. */
export function escapeXml(text: string): string {
  let safe = '';
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    const allowed =
      code === 9 ||
      code === 10 ||
      code === 13 ||
      (code >= 0x20 && code <= 0xd7ff) ||
      (code >= 0xe000 && code <= 0xfffd) ||
      code >= 0x10000;
    if (allowed) safe += char;
  }
  return safe.replace(/[<>&"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A coordinate with at most one decimal. */
export const n = (value: number): string => String(Math.round(value * 10) / 10);

/** A colour from hue, saturation and lightness, written as #rrggbb (shorter than hsl()). */
export function hsl(hue: number, saturation: number, lightness: number): string {
  const h = (((hue % 360) + 360) % 360) / 30;
  const s = saturation / 100;
  const l = lightness / 100;
  const a = s * Math.min(l, 1 - l);
  const channel = (k: number) => {
    const turn = (k + h) % 12;
    const value = l - a * Math.max(-1, Math.min(turn - 3, 9 - turn, 1));
    return Math.round(value * 255)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(0)}${channel(8)}${channel(4)}`;
}

/** A fraction without its leading zero (.35). */
const short = (value: number): string => String(value).replace(/^0\./, '.');

type Stop = readonly [offset: number, colour: string, opacity?: number];

const stopsOf = (stops: readonly Stop[]): string =>
  stops
    .map(
      ([offset, colour, opacity]) =>
        `<stop${offset === 0 ? '' : ` offset="${short(offset)}"`} stop-color="${colour}"${opacity === undefined ? '' : ` stop-opacity="${short(opacity)}"`}/>`,
    )
    .join('');

/**
 * A picture being drawn: its random stream (seeded by the subject, so the same subject draws the
 * same picture) and its shared definitions, each written once however often it is used.
 */
export class Pen {
  readonly next: () => number;
  /** The hue of the backdrop drawn, for what sits on it (a game icon's title band). */
  tint: number | undefined;
  private readonly defs: string[] = [];
  private readonly ids = new Map<string, string>();

  constructor(subject: string) {
    this.next = createRandom(hashString(subject));
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  between(min: number, max: number): number {
    return min + this.next() * (max - min);
  }

  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.next() * items.length)] as T;
  }

  /** A definition shared by `key`; answers its `url(#id)`. */
  def(key: string, make: (id: string) => string): string {
    let id = this.ids.get(key);
    if (id === undefined) {
      id = `p${this.ids.size}`;
      this.ids.set(key, id);
      this.defs.push(make(id));
    }
    return `url(#${id})`;
  }

  /** A drawing written once in the definitions; answers a `<use>` of it (repeated coins, suits). */
  reuse(key: string, body: string | (() => string), attributes = ''): string {
    const href = this.def(`u:${key}`, (id) => `<g id="${id}">${typeof body === 'string' ? body : body()}</g>`).slice(
      4,
      -1,
    );
    return `<use href="${href}"${attributes}/>`;
  }

  /** A linear gradient, top to bottom unless told. */
  linear(key: string, stops: readonly Stop[], to: readonly [number, number] = [0, 1]): string {
    return this.def(
      `l:${key}`,
      (id) => `<linearGradient id="${id}" x2="${to[0]}" y2="${to[1]}">${stopsOf(stops)}</linearGradient>`,
    );
  }

  /** A radial gradient around (cx, cy) of the shape's box. */
  radial(key: string, stops: readonly Stop[], cx = 0.5, cy = 0.5, r = 0.5): string {
    return this.def(
      `r:${key}`,
      (id) =>
        `<radialGradient id="${id}"${cx === 0.5 ? '' : ` cx="${short(cx)}"`}${cy === 0.5 ? '' : ` cy="${short(cy)}"`}${r === 0.5 ? '' : ` r="${short(r)}"`}>${stopsOf(stops)}</radialGradient>`,
    );
  }

  /** Polished gold, the trim of every picture. */
  gold(): string {
    return this.linear('gold', [
      [0, '#fff4c4'],
      [0.5, '#f3c448'],
      [1, '#9a6a0c'],
    ]);
  }

  /** A lit sphere of a hue (balls, cherries, pearls). */
  ball(hue: number, saturation = 85): string {
    return this.radial(
      `ball:${hue}:${saturation}`,
      [
        [0, hsl(hue, saturation, 82)],
        [0.5, hsl(hue, saturation, 52)],
        [1, hsl(hue, saturation, 26)],
      ],
      0.35,
      0.3,
      0.75,
    );
  }

  /** The whole document: `<title>` (when given) and the definitions first. */
  svg(width: number, height: number, body: string, title?: string): string {
    return [
      `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" font-family="${fontStack}" font-weight="700" text-anchor="middle">`,
      title === undefined ? '' : `<title>${escapeXml(title)}</title>`,
      this.defs.length > 0 ? `<defs>${this.defs.join('')}</defs>` : '',
      body,
      '</svg>',
    ].join('');
  }
}

/** `<g>` placed at (x, y), scaled and turned. */
export function at(x: number, y: number, body: string, scale = 1, turn = 0): string {
  const parts = [`translate(${n(x)} ${n(y)})`];
  if (turn !== 0) parts.push(`rotate(${n(turn)})`);
  if (scale !== 1) parts.push(`scale(${String(Math.round(scale * 100) / 100).replace(/^(-?)0\./, '$1.')})`);
  return `<g transform="${parts.join(' ')}">${body}</g>`;
}

/** A star of `count` tips around (0, 0). */
export function starPoints(count: number, outer: number, inner: number, turn = -90): string {
  const pairs: [number, number][] = [];
  for (let index = 0; index < count * 2; index += 1) {
    const angle = ((turn + (index * 180) / count) * Math.PI) / 180;
    const radius = index % 2 === 0 ? outer : inner;
    pairs.push([Math.cos(angle) * radius, Math.sin(angle) * radius]);
  }
  return pairs.map(([x, y]) => `${n(x)},${n(y)}`).join(' ');
}

/**
 * Light rays from (cx, cy): `count` wedges `length` long, drawn as the dashes of one circle whose
 * stroke is as wide as its diameter (each dash is a sector from the centre out).
 */
export function rays(
  cx: number,
  cy: number,
  count: number,
  length: number,
  turn: number,
  opacity: number,
  colour = '#fff',
): string {
  const r = length / 2;
  const dash = (Math.PI * r) / count;
  const offset = ((turn % 360) / 360) * 2 * Math.PI * r;
  return `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="none" stroke="${colour}" stroke-width="${n(length)}" stroke-dasharray="${dash.toFixed(2)}" stroke-dashoffset="${n(offset)}" opacity="${opacity}"/>`;
}

/** Four-pointed glints. */
export function sparkles(pen: Pen, spots: readonly (readonly [number, number, number])[], fill = '#fff'): string {
  const d = spots
    .map(([x, y, r]) => {
      const [cx, cy, s, t] = [Math.round(x), Math.round(y), n(r / 4), n(r * 0.75)];
      return `M${cx} ${n(cy - r)}l${s} ${t}l${t} ${s}l-${t} ${s}l-${s} ${t}l-${s}-${t}l-${t}-${s}l${t}-${s}z`;
    })
    .join('');
  return d === '' ? '' : `<path d="${d}" fill="${fill}" opacity="${pen.between(0.75, 0.95).toFixed(2)}"/>`;
}

// Arial Bold advance widths in thousandths of an em, by character; others count as 600 (1000 wide
// for CJK and other full-width scripts).
const widthGroups: readonly [number, string][] = [
  [238, "'"],
  [278, ' .,;:!|iIjl'],
  [333, '-()[]ft/'],
  [389, 'r"'],
  [500, 'z*'],
  [556, '0123456789$#?Jackesvxy_'],
  [584, '+<>='],
  [611, 'bdghnopquFLTZ'],
  [667, 'EPSVXYk'],
  [722, '&ABCDHKNRU'],
  [778, 'GOQw'],
  [833, 'M'],
  [889, 'm%'],
  [944, 'W'],
];
const charWidths = new Map<string, number>(
  widthGroups.flatMap(([width, chars]) => Array.from(chars).map((char): [string, number] => [char, width])),
);

/** The width of a line of bold text at a font size (an estimate in Arial's metrics). */
export function textWidth(text: string, size: number): number {
  let units = 0;
  for (const char of text) {
    const code = char.codePointAt(0) ?? 0;
    units += charWidths.get(char) ?? (code >= 0x2e80 ? 1000 : 600);
  }
  return (units / 1000) * size;
}

/**
 * Up to `maxLines` lines of at most `maxWidth` at the largest size from `size` down to `minSize`,
 * broken at spaces into lines as even as can be; what still does not fit ends in an ellipsis.
 */
export function fitText(
  text: string,
  options: { maxWidth: number; size: number; minSize: number; maxLines: number },
): { lines: string[]; size: number } {
  const words = text.trim().split(/\s+/).filter(Boolean);
  if (words.length === 0) return { lines: [], size: options.size };
  const fits = (lines: string[], size: number) => lines.every((line) => textWidth(line, size) <= options.maxWidth);
  for (let size = options.size; size >= options.minSize; size -= 1) {
    for (let count = 1; count <= Math.min(options.maxLines, words.length); count += 1) {
      const lines = evenLines(words, count, size);
      if (fits(lines, size)) return { lines, size };
    }
  }
  // Too long even at the smallest size: lines filled word by word, the last cut short with an ellipsis
  // (a single word too long for its line is squeezed by textLines).
  const size = options.minSize;
  const lines: string[] = [];
  let rest = [...words];
  while (lines.length < options.maxLines - 1 && rest.length > 1) {
    let take = 1;
    while (take < rest.length - 1 && textWidth(rest.slice(0, take + 1).join(' '), size) <= options.maxWidth) take += 1;
    lines.push(rest.slice(0, take).join(' '));
    rest = rest.slice(take);
  }
  const chars = Array.from(rest.join(' '));
  let cut = chars.length;
  const cutAt = (length: number) => `${chars.slice(0, length).join('').trimEnd()}…`;
  while (cut > 1 && textWidth(cutAt(cut), size) > options.maxWidth) cut -= 1;
  lines.push(textWidth(rest.join(' '), size) <= options.maxWidth ? rest.join(' ') : cutAt(cut));
  return { lines, size };
}

/** `words` in `count` lines whose widest is as narrow as can be. */
function evenLines(words: readonly string[], count: number, size: number): string[] {
  if (count <= 1) return [words.join(' ')];
  let best: string[] = [words.join(' ')];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let split = 1; split < words.length; split += 1) {
    const head = words.slice(0, split).join(' ');
    const rest = evenLines(words.slice(split), count - 1, size);
    const width = Math.max(textWidth(head, size), ...rest.map((line) => textWidth(line, size)));
    if (width < bestWidth) {
      bestWidth = width;
      best = [head, ...rest];
    }
  }
  return best;
}

/**
 * Centred bold lines of text at (x, baseline of the first line). A line estimated wider than
 * `maxWidth` is squeezed to it (textLength), so that no font overflows the frame.
 */
export function textLines(
  lines: readonly string[],
  options: {
    x: number;
    y: number;
    size: number;
    maxWidth: number;
    fill: string;
    lineHeight?: number;
    weight?: number;
    /** Letter spacing, counted in the width. */
    spacing?: number;
    /** More attributes of each line (font-style). */
    extra?: string;
  },
): string {
  const lineHeight = options.lineHeight ?? options.size * 1.12;
  const spacing = options.spacing ?? 0;
  const extra = `${spacing === 0 ? '' : ` letter-spacing="${spacing}"`}${options.extra ?? ''}`;
  return lines
    .map((line, index) => {
      const squeeze =
        textWidth(line, options.size) + spacing * Math.max(Array.from(line).length - 1, 0) > options.maxWidth
          ? ` textLength="${n(options.maxWidth)}" lengthAdjust="spacingAndGlyphs"`
          : '';
      const weight = options.weight === undefined || options.weight === 700 ? '' : ` font-weight="${options.weight}"`;
      return `<text x="${n(options.x)}" y="${n(options.y + index * lineHeight)}" font-size="${options.size}"${weight} fill="${options.fill}"${extra}${squeeze}>${escapeXml(line)}</text>`;
    })
    .join('');
}
