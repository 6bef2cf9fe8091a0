/** An sRGB colour: channels 0..255, alpha 0..1. */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  a: number;
}

/**
 * Parses the colour notations a token may use: hex (3, 4, 6 or 8 digits), rgb()/rgba() and
 * hsl()/hsla(), in both the comma and the space-separated syntax. Anything else is `undefined`.
 */
export function parseColor(text: string): Rgba | undefined {
  const value = text.trim().toLowerCase();
  if (value.startsWith('#')) return parseHex(value.slice(1));
  const [, notation = '', inner = ''] = /^(rgba?|hsla?)\((.*)\)$/.exec(value) ?? [];
  const args = splitArguments(inner);
  if (!notation || !args) return undefined;
  return notation.startsWith('rgb') ? parseRgb(args) : parseHsl(args);
}

function parseHex(digits: string): Rgba | undefined {
  if (!/^([0-9a-f]{3,4}|[0-9a-f]{6}|[0-9a-f]{8})$/.test(digits)) return undefined;
  const long = digits.length <= 4 ? digits.replace(/./g, '$&$&') : digits;
  const pairs = long.match(/../g);
  const [r = 0, g = 0, b = 0, a = 255] = (pairs ?? []).map((pair) => parseInt(pair, 16));
  return { r, g, b, a: a / 255 };
}

/** `1, 2, 3, 0.5` or `1 2 3 / 50%` -> [channel, channel, channel, alpha], alpha defaulting to 1. */
function splitArguments(inner: string): string[] | undefined {
  const parts = (inner.includes(',') ? inner.split(',') : splitSpaceSyntax(inner)).map((part) => part.trim());
  if (parts.length === 3) parts.push('1');
  return parts.length === 4 ? parts : undefined;
}

function splitSpaceSyntax(inner: string): string[] {
  const [channels = '', ...alpha] = inner.split('/');
  const channelList = channels.trim().split(/\s+/);
  return channelList.length === 3 ? [...channelList, ...alpha] : [];
}

/** A number or a percentage scaled to `percentScale`, within 0..max; `undefined` if not. */
function parseChannel(text: string, max: number, percentScale: number): number | undefined {
  const match = /^(-?\d*\.?\d+)(%?)$/.exec(text);
  if (!match) return undefined;
  const value = Number(match[1]) * (match[2] ? percentScale / 100 : 1);
  return value >= 0 && value <= max ? value : undefined;
}

function parseRgb([r = '', g = '', b = '', a = '']: string[]): Rgba | undefined {
  const channels = [r, g, b].map((channel) => parseChannel(channel, 255, 255));
  return withAlpha(channels, a, ([red, green, blue]) => ({ r: red, g: green, b: blue }));
}

function parseHsl([h = '', s = '', l = '', a = '']: string[]): Rgba | undefined {
  const hue = /^(-?\d*\.?\d+)(deg)?$/.exec(h);
  const channels = [hue ? Number(hue[1]) : undefined, parseChannel(s, 1, 1), parseChannel(l, 1, 1)];
  return withAlpha(channels, a, ([hueDegrees, saturation, lightness]) => hslToRgb(hueDegrees, saturation, lightness));
}

function withAlpha(
  channels: (number | undefined)[],
  alphaText: string,
  toRgb: (channels: [number, number, number]) => Omit<Rgba, 'a'>,
): Rgba | undefined {
  const [first, second, third] = channels;
  const alpha = parseChannel(alphaText, 1, 1);
  if (first === undefined || second === undefined || third === undefined || alpha === undefined) return undefined;
  return { ...toRgb([first, second, third]), a: alpha };
}

// The CSS Color 4 hsl-to-rgb algorithm; saturation and lightness in 0..1.
function hslToRgb(hue: number, saturation: number, lightness: number): Omit<Rgba, 'a'> {
  const channel = (n: number): number => {
    const k = (n + hue / 30) % 12;
    const a = saturation * Math.min(lightness, 1 - lightness);
    return 255 * (lightness - a * Math.max(-1, Math.min(k - 3, 9 - k, 1)));
  };
  return { r: channel(0), g: channel(8), b: channel(4) };
}

/** Alpha-composites a possibly translucent colour over an opaque backdrop. */
function composite(foreground: Rgba, backdrop: Rgba): Rgba {
  const mix = (front: number, back: number): number => front * foreground.a + back * (1 - foreground.a);
  return { r: mix(foreground.r, backdrop.r), g: mix(foreground.g, backdrop.g), b: mix(foreground.b, backdrop.b), a: 1 };
}

/** WCAG 2.2 relative luminance of an opaque colour. */
function relativeLuminance({ r, g, b }: Rgba): number {
  const linear = (channel: number): number => {
    const c = channel / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.2 contrast ratio of a foreground (composited if translucent) over an opaque background. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const front = relativeLuminance(composite(foreground, background));
  const back = relativeLuminance(background);
  return (Math.max(front, back) + 0.05) / (Math.min(front, back) + 0.05);
}
