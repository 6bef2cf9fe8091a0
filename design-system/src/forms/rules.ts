import { string, type StringSchema } from 'yup';
import type { DsKey } from '../i18n/resources';
import { en as authEnglish } from '../i18n/strings/auth/en';
import { isPatternId } from '@lobby/contract';
import { patternMessageKeys } from './patterns';
import type { FieldRule } from '@lobby/contract';
import type { Translate } from './types';

// Beyond this many characters no field of the site is meaningful; it also bounds the regex's work
// when a rule has no usable maximum.
const hardLengthCap = 1000;

/**
 * Length as the player counts it, in Unicode code points rather than UTF-16 units, so an emoji or
 * a rare CJK character is one. Code points, not grapheme clusters, because that is what the
 * patterns themselves count (`.` and `{n,m}` under the `u` flag), in every engine alike.
 * Stops counting past `cap`.
 */
export function characterCount(value: string, cap = Number.POSITIVE_INFINITY): number {
  let count = 0;
  for (let index = 0; index < value.length && count <= cap; index += 1) {
    // A high surrogate followed by a low one is one code point.
    const unit = value.charCodeAt(index);
    if (unit >= 0xd800 && unit <= 0xdbff && index + 1 < value.length) {
      const next = value.charCodeAt(index + 1);
      if (next >= 0xdc00 && next <= 0xdfff) index += 1;
    }
    count += 1;
  }
  return count;
}

/** The bounds a rule really enforces: non-numbers and a maximum under the minimum are repaired. */
function bounds(rule: FieldRule): { min: number; max: number } {
  const min = Number.isFinite(rule.minLength) && rule.minLength > 0 ? Math.floor(rule.minLength) : 0;
  const rawMax = Number.isFinite(rule.maxLength) && rule.maxLength > 0 ? Math.floor(rule.maxLength) : hardLengthCap;
  return { min, max: Math.min(Math.max(rawMax, min), hardLengthCap) };
}

const patternCache = new Map<string, RegExp | null>();

function isWildcard(pattern: string): boolean {
  return pattern.trim() === '*' || pattern === '';
}

/**
 * The server's pattern as an anchored `u` regular expression; `null` when it does not compile, in
 * which case the field keeps its length checks and the problem is reported once per pattern.
 */
function compilePattern(pattern: string): RegExp | null {
  const cached = patternCache.get(pattern);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null;
  try {
    // Wrapping an already anchored pattern changes nothing, so every pattern gets the wrapper.
    compiled = new RegExp(`^(?:${pattern})$`, 'u');
  } catch (error) {
    compiled = null;
    console.warn(`Register rule pattern ignored (invalid regular expression): ${pattern}`, error);
  }
  patternCache.set(pattern, compiled);
  return compiled;
}

const datePatterns: Record<string, (value: string) => [number, number, number]> = {
  DATE_YMD: (value) => [Number(value.slice(0, 4)), Number(value.slice(5, 7)), Number(value.slice(8, 10))],
  DATE_MDY: (value) => [Number(value.slice(6, 10)), Number(value.slice(0, 2)), Number(value.slice(3, 5))],
};

// A date pattern cannot tell 2024-02-30 from a real day; the calendar can.
function isCalendarDate(patternId: string, value: string): boolean {
  const parse = datePatterns[patternId];
  if (!parse) return true;
  const [year, month, day] = parse(value);
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Whether a value satisfies a rule: its length is in bounds and it matches the pattern. */
export function matchesRule(rule: FieldRule, value: string): boolean {
  const { min, max } = bounds(rule);
  // Length first: the regex never sees more than `max` characters, so a pattern that backtracks
  // badly on long input cannot hang the form.
  const length = characterCount(value, max);
  if (length < min || length > max) return false;
  if (isWildcard(rule.acceptedPattern)) return true;
  const pattern = compilePattern(rule.acceptedPattern);
  if (!pattern) return true;
  return pattern.test(value) && isCalendarDate(rule.patternId, value);
}

/** The bounds as words: "6–12", one number when equal, "up to 20" without a minimum. */
function lengthText(rule: FieldRule, t: Translate): string {
  const { min, max } = bounds(rule);
  if (min === max) return String(min);
  if (min === 0) return t('rulesLengthUpTo', { max });
  return t('rulesLengthRange', { min, max });
}

/** The rule's message in the current language; a required field that is empty shows it too. */
export function ruleMessage(rule: FieldRule, t: Translate): string {
  const key = isPatternId(rule.patternId) ? patternMessageKeys[rule.patternId] : 'rulesPatternOther';
  return t(key, { length: lengthText(rule, t) });
}

// The auth area holds every message of the rules and the auth schemas; only its English comes with
// this module, not the English of the whole design system (each language loads on its own).
const englishMessages: Partial<Record<DsKey, string>> = authEnglish;

/** English, for schemas compiled without a translator (tests, server-side checks). */
export const englishTranslate: Translate = (key, options = {}) =>
  (englishMessages[key] ?? key).replace(/\{\{(\w+)\}\}/g, (match, name: string) => String(options[name] ?? match));

export interface FieldRuleOptions {
  /** The error text, for a broken rule and for an empty required field; default: the rule's English message. */
  message?: string;
  /** Whether an empty value is an error (default true); an optional field is checked only when filled. */
  required?: boolean;
  /** Check the value without surrounding white space (login inputs, SPEC.md section 5). */
  trim?: boolean;
}

/** A yup schema for one field from its server rule (SPEC.md section 5). */
export function compileFieldRule(rule: FieldRule, options: FieldRuleOptions = {}): StringSchema {
  const { required = true, trim = false } = options;
  const message = options.message ?? ruleMessage(rule, englishTranslate);
  let schema = string().transform((value: unknown) => (typeof value === 'string' && trim ? value.trim() : value));
  if (required) schema = schema.required(message);
  return schema.test('rule', message, (value) => !value || matchesRule(rule, value));
}
