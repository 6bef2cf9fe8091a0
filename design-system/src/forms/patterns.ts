import type { PatternId } from '@lobby/contract';
import type { DsKey } from '../i18n/resources';

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
