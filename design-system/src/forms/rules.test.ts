import { afterEach, describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../i18n';
import type { DsKey } from '../i18n/resources';
import { patternIds, referencePatterns, type PatternId } from '@lobby/contract';
import { characterCount, compileFieldRule, matchesRule, ruleMessage } from './rules';
import type { FieldRule } from '@lobby/contract';
import type { Translate } from './types';

const rule = (patternId: string, minLength = 1, maxLength = 40, acceptedPattern?: string): FieldRule => ({
  patternId,
  minLength,
  maxLength,
  acceptedPattern: acceptedPattern ?? referencePatterns[patternId as PatternId],
});

const translator = (language: string): Translate => {
  const i18n = createDesignSystemI18n(language);
  return (key: DsKey, options) => i18n.t(key, options ?? {});
};

afterEach(() => vi.restoreAllMocks());

describe('the pattern catalogue', () => {
  const cases: Record<PatternId, { pass: string[]; fail: string[] }> = {
    ANY: { pass: ['a b c', '!@#', '中文', '😀'], fail: [] },
    LETTER_FIRST_ALNUM: { pass: ['a', 'player01', 'Z9'], fail: ['1player', '_abc', 'ab cd', 'ab-c', 'ñandu', 'ab中'] },
    ALNUM_CJK: { pass: ['abc123', '玩家1', 'プレイヤー', '한국어1'], fail: ['ab c', 'abc!', 'สวัสดี', 'a_b'] },
    EMAIL: {
      pass: ['a@b.co', 'first.last+tag@mail.example.com', 'A_1%x@sub-d.io'],
      fail: ['a@b', 'a b@c.de', '@b.co', 'a@.co', 'a@b.c', 'a@@b.co', 'a@-b.co'],
    },
    ID_ALNUM: { pass: ['abc', 'ABC123', '42'], fail: ['ab c', 'ñ1', 'a-b', '中1'] },
    ALNUM: { pass: ['abc123', 'ñandú', 'สวัสดี', 'Ünïcode9', 'مرحبا', 'שלום'], fail: ['a b', 'a-b', 'x!', '😀'] },
    DIGITS: { pass: ['0', '0812345678'], fail: ['08-12', '+66', '١٢٣', '12a'] },
    ALNUM_UPPER_NO_CJK: {
      pass: ['Abc123', 'passWord', 'Ñandu1'],
      fail: ['abc123', 'Abc 123', 'Abc中', 'ABC!', 'Abc한'],
    },
    LETTERS_SPACES: {
      pass: ['Juan Pérez', 'สมชาย ใจดี', 'Ana', 'محمد علي', 'דוד לוי'],
      fail: ['Juan1', ' Juan', 'Juan ', 'Juan  Pérez', 'Juan-Pérez'],
    },
    NO_SPACES: { pass: ['abc!@#', '中文', 'a😀b'], fail: ['a b', 'a\tb', ' a', 'a\u3000b'] },
    CJK_PUNCT: { pass: ['王小明', '王·小明', '山田、太郎。', '김민수'], fail: ['Wang', '王 小明', '王1'] },
    DATE_YMD: {
      pass: ['2000-01-31', '2024-02-29'],
      fail: ['2000-1-31', '31-01-2000', '2023-02-29', '2000-13-01', '2000/01/31'],
    },
    DATE_MDY: { pass: ['01-31-2000', '02-29-2024'], fail: ['2000-01-31', '02-30-2024', '13-01-2000', '1-31-2000'] },
    KOREAN: { pass: ['김민수', '한국어'], fail: ['김 민수', 'Kim', '金民洙', '김1'] },
  };

  it.each(patternIds)('%s has a working reference pattern', (id) => {
    const { pass, fail } = cases[id];
    for (const value of pass) expect(matchesRule(rule(id), value), `${id} should accept ${value}`).toBe(true);
    for (const value of fail) expect(matchesRule(rule(id), value), `${id} should reject ${value}`).toBe(false);
  });

  it('has an id, a pattern and a translated message for every kind, in each language', () => {
    for (const language of ['en', 'es', 'th']) {
      const t = translator(language);
      const texts = new Set(patternIds.map((id) => ruleMessage(rule(id, 6, 12), t)));
      expect(texts.size).toBe(patternIds.length);
      for (const text of texts) expect(text).not.toMatch(/\{\{|rules/);
    }
  });
});

describe('length bounds', () => {
  const digits = rule('DIGITS', 4, 6);
  it.each([
    ['123', false],
    ['1234', true],
    ['123456', true],
    ['1234567', false],
  ])('min 4, max 6: %s is %s', (value, valid) => {
    expect(matchesRule(digits, value)).toBe(valid);
  });

  it('accepts exactly one length when min and max are equal', () => {
    const pin = rule('DIGITS', 6, 6);
    expect(matchesRule(pin, '12345')).toBe(false);
    expect(matchesRule(pin, '123456')).toBe(true);
    expect(matchesRule(pin, '1234567')).toBe(false);
  });

  it('counts code points, not UTF-16 units', () => {
    expect(characterCount('😀😀')).toBe(2);
    expect(characterCount('𠮷野家')).toBe(3);
    expect(characterCount('สวัสดี')).toBe(6);
    const two = rule('ANY', 2, 2);
    expect(matchesRule(two, '😀😀')).toBe(true);
    expect(matchesRule(two, '😀')).toBe(false);
    expect(matchesRule(rule('ALNUM_CJK', 3, 3), '𠮷野家')).toBe(true);
  });

  it('repairs nonsense bounds instead of rejecting everything', () => {
    expect(matchesRule({ acceptedPattern: '*', minLength: 0, maxLength: 0, patternId: 'ANY' }, 'abc')).toBe(true);
    expect(matchesRule({ acceptedPattern: '*', minLength: 5, maxLength: 2, patternId: 'ANY' }, 'abcde')).toBe(true);
    expect(matchesRule({ acceptedPattern: '*', minLength: Number.NaN, maxLength: 3, patternId: 'ANY' }, 'a')).toBe(
      true,
    );
  });
});

describe('server patterns', () => {
  it('treats * as matching anything within bounds', () => {
    const any = rule('ANY', 1, 5, '*');
    expect(matchesRule(any, ' ~!\n')).toBe(true);
    expect(matchesRule(any, 'abcdef')).toBe(false);
  });

  it('anchors an unanchored pattern', () => {
    const partial = rule('X', 1, 20, '[a-z]+');
    expect(matchesRule(partial, 'abc')).toBe(true);
    expect(matchesRule(partial, 'abc1')).toBe(false);
    expect(matchesRule(rule('X', 1, 20, 'a|b'), 'ab')).toBe(false);
  });

  it('compiles with the u flag', () => {
    expect(matchesRule(rule('X', 1, 5, '\\p{Script=Thai}+'), 'ไทย')).toBe(true);
    expect(matchesRule(rule('X', 1, 5, '.'), '😀')).toBe(true);
  });

  it('falls back to the length checks for a malformed pattern and warns once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const broken = rule('ALNUM', 2, 4, '([a-z');
    expect(matchesRule(broken, 'ab')).toBe(true);
    expect(matchesRule(broken, '!!!')).toBe(true);
    expect(matchesRule(broken, 'a')).toBe(false);
    expect(matchesRule(broken, 'abcde')).toBe(false);
    expect(() => compileFieldRule(broken).validateSync('xyz')).not.toThrow();
    expect(warn).toHaveBeenCalledOnce();
  });

  it('stays fast on 10,000-character input, even with a catastrophic pattern', () => {
    const long = `${'a'.repeat(10_000)}!`;
    const start = performance.now();
    expect(matchesRule(rule('X', 1, 16, '(a+)+b'), long)).toBe(false);
    expect(matchesRule(rule('X', 1, 16, '(a+)+b'), 'a'.repeat(16))).toBe(false);
    expect(matchesRule(rule('NO_SPACES', 0, 0), long)).toBe(false);
    expect(matchesRule(rule('ALNUM', 1, 20_000), 'a'.repeat(10_000))).toBe(false);
    expect(performance.now() - start).toBeLessThan(250);
  });

  it('an unknown patternId still validates and shows the generic message', () => {
    const custom = rule('VIP_CODE', 3, 3, 'VIP\\d');
    expect(matchesRule(custom, 'VIP7')).toBe(false);
    expect(matchesRule(rule('VIP_CODE', 4, 4, 'VIP\\d'), 'VIP7')).toBe(true);
    expect(ruleMessage(custom, translator('en'))).toBe('Use 3 characters in the accepted format.');
  });
});

describe('ruleMessage', () => {
  const en = translator('en');
  it('fills in (min) and (max), collapsed when equal', () => {
    expect(ruleMessage(rule('ALNUM', 6, 12), en)).toBe('Use 6–12 characters: letters and digits only.');
    expect(ruleMessage(rule('DIGITS', 6, 6), en)).toBe('Use 6 digits.');
    expect(ruleMessage(rule('ANY', 0, 20), en)).toBe('Use up to 20 characters.');
  });

  it('is translated', () => {
    expect(ruleMessage(rule('ALNUM', 6, 12), translator('es'))).toBe(
      'Usa de 6 a 12 caracteres: solo letras y números.',
    );
    expect(ruleMessage(rule('DIGITS', 6, 6), translator('th'))).toBe('ใช้ตัวเลข 6 หลัก');
  });
});

describe('compileFieldRule', () => {
  const username = rule('LETTER_FIRST_ALNUM', 4, 8);

  it('rejects an empty required value with the rule message', () => {
    expect(() => compileFieldRule(username).validateSync('')).toThrow(
      'Use 4–8 letters and digits, starting with a letter.',
    );
  });

  it('accepts an empty optional value but checks a filled one', () => {
    const optional = compileFieldRule(username, { required: false });
    expect(optional.isValidSync('')).toBe(true);
    expect(optional.isValidSync(undefined)).toBe(true);
    expect(optional.isValidSync('9abc')).toBe(false);
  });

  it('uses the given message', () => {
    expect(() => compileFieldRule(username, { message: 'nope' }).validateSync('1')).toThrow('nope');
  });

  it('trims when asked (login inputs) and returns the trimmed value', () => {
    expect(compileFieldRule(username, { trim: true }).validateSync('  abcd  ')).toBe('abcd');
    expect(compileFieldRule(username).isValidSync('  abcd  ')).toBe(false);
    expect(compileFieldRule(username, { trim: true }).isValidSync('   ')).toBe(false);
  });
});
