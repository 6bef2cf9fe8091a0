import type { DsKey } from '../i18n/resources';

/**
 * The catalogue of rule kinds (SPEC.md section 5), shared by the client and the embedded platform:
 * each kind has a stable id, the pattern the platform publishes for it, and its message.
 */
export const patternIds = [
  'ANY',
  'LETTER_FIRST_ALNUM',
  'ALNUM_CJK',
  'EMAIL',
  'ID_ALNUM',
  'ALNUM',
  'DIGITS',
  'ALNUM_UPPER_NO_CJK',
  'LETTERS_SPACES',
  'NO_SPACES',
  'CJK_PUNCT',
  'DATE_YMD',
  'DATE_MDY',
  'KOREAN',
] as const;
export type PatternId = (typeof patternIds)[number];

// Chinese, Japanese and Korean scripts ("CJK" in the spec's wording), plus the kana length mark,
// which Unicode files under no script.
const cjk = String.raw`\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}\p{Script=Hangul}\u30FC`;

/** The acceptedPattern the platform publishes for each kind (compiled with the `u` flag, anchored). */
export const referencePatterns: Record<PatternId, string> = {
  ANY: '*',
  LETTER_FIRST_ALNUM: '^[A-Za-z][A-Za-z0-9]*$',
  ALNUM_CJK: String.raw`^[0-9A-Za-z${cjk}]+$`,
  EMAIL: String.raw`^[A-Za-z0-9._%+\-]+@[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?(?:\.[A-Za-z0-9](?:[A-Za-z0-9\-]*[A-Za-z0-9])?)*\.[A-Za-z]{2,}$`,
  ID_ALNUM: '^[A-Za-z0-9]+$',
  ALNUM: String.raw`^[\p{L}\p{M}\p{Nd}]+$`,
  DIGITS: '^[0-9]+$',
  ALNUM_UPPER_NO_CJK: String.raw`^(?=.*\p{Lu})(?!.*[${cjk}])[\p{L}\p{M}\p{Nd}]+$`,
  LETTERS_SPACES: String.raw`^[\p{L}\p{M}]+(?: [\p{L}\p{M}]+)*$`,
  NO_SPACES: String.raw`^\S+$`,
  CJK_PUNCT: String.raw`^[${cjk}\p{P}\u3000]+$`,
  DATE_YMD: String.raw`^\d{4}-(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])$`,
  DATE_MDY: String.raw`^(?:0[1-9]|1[0-2])-(?:0[1-9]|[12]\d|3[01])-\d{4}$`,
  KOREAN: String.raw`^\p{Script=Hangul}+$`,
};

/** The message of each kind; `{{length}}` is the bounds ("6–12", "8", "up to 20"). */
export const patternMessageKeys = {
  ANY: 'rulesPatternAny',
  LETTER_FIRST_ALNUM: 'rulesPatternLetterFirstAlnum',
  ALNUM_CJK: 'rulesPatternAlnumCjk',
  EMAIL: 'rulesPatternEmail',
  ID_ALNUM: 'rulesPatternIdAlnum',
  ALNUM: 'rulesPatternAlnum',
  DIGITS: 'rulesPatternDigits',
  ALNUM_UPPER_NO_CJK: 'rulesPatternAlnumUpperNoCjk',
  LETTERS_SPACES: 'rulesPatternLettersSpaces',
  NO_SPACES: 'rulesPatternNoSpaces',
  CJK_PUNCT: 'rulesPatternCjkPunct',
  DATE_YMD: 'rulesPatternDateYmd',
  DATE_MDY: 'rulesPatternDateMdy',
  KOREAN: 'rulesPatternKorean',
} as const satisfies Record<PatternId, DsKey>;

export function isPatternId(id: string): id is PatternId {
  return (patternIds as readonly string[]).includes(id);
}
