import { parseColor } from './color';
import type { TokenType } from './contract';
import { isRecord } from './tree';

// DTCG font-weight keywords (Design Tokens Format Module, fontWeight).
const fontWeightKeywords = new Set([
  'thin',
  'hairline',
  'extra-light',
  'ultra-light',
  'light',
  'normal',
  'regular',
  'book',
  'medium',
  'semi-bold',
  'demi-bold',
  'bold',
  'extra-bold',
  'ultra-bold',
  'black',
  'heavy',
  'extra-black',
  'ultra-black',
]);

const shadowDimensions = ['offsetX', 'offsetY', 'blur', 'spread'] as const;

const isColor = (value: unknown): boolean => typeof value === 'string' && parseColor(value) !== undefined;

const isDimension = (value: unknown): boolean =>
  value === 0 || value === '0' || (typeof value === 'string' && /^-?(\d+\.?\d*|\.\d+)(px|rem)$/.test(value));

const isFontFamily = (value: unknown): boolean =>
  (typeof value === 'string' && value.trim() !== '') ||
  (Array.isArray(value) && value.length > 0 && value.every((name) => typeof name === 'string' && name.trim() !== ''));

const isFontWeight = (value: unknown): boolean =>
  (typeof value === 'number' && value >= 1 && value <= 1000) ||
  (typeof value === 'string' && fontWeightKeywords.has(value));

const isNumber = (value: unknown): boolean => typeof value === 'number' && Number.isFinite(value);

const isDuration = (value: unknown): boolean => typeof value === 'string' && /^(\d+\.?\d*|\.\d+)(ms|s)$/.test(value);

const isShadowLayer = (value: unknown): boolean =>
  isRecord(value) && isColor(value.color) && shadowDimensions.every((key) => isDimension(value[key]));

const isShadow = (value: unknown): boolean =>
  Array.isArray(value) ? value.length > 0 && value.every(isShadowLayer) : isShadowLayer(value);

const rules: Record<TokenType, { accepts: (value: unknown) => boolean; expected: string }> = {
  color: { accepts: isColor, expected: 'a colour (#hex, rgb(), rgba(), hsl() or hsla())' },
  dimension: { accepts: isDimension, expected: 'a dimension (<number>px, <number>rem or 0)' },
  fontFamily: { accepts: isFontFamily, expected: 'a font family (a name or a list of names)' },
  fontWeight: { accepts: isFontWeight, expected: 'a font weight (1..1000 or a DTCG keyword such as "bold")' },
  number: { accepts: isNumber, expected: 'a number' },
  duration: { accepts: isDuration, expected: 'a duration (<number>ms or <number>s)' },
  shadow: {
    accepts: isShadow,
    expected: 'a shadow (an object, or a list of them, with color, offsetX, offsetY, blur and spread)',
  },
};

/** What a value of this type must look like, if `value` does not; `undefined` if it fits. */
export function unmetExpectation(type: TokenType, value: unknown): string | undefined {
  const rule = rules[type];
  return rule.accepts(value) ? undefined : rule.expected;
}

/** A value as the operator wrote it, shortened so a problem stays on one line. */
export function describe(value: unknown): string {
  // JSON.stringify returns undefined for undefined, whatever its declared type says.
  const text = (JSON.stringify(value) as string | undefined) ?? String(value);
  return text.length > 60 ? `${text.slice(0, 57)}...` : text;
}
