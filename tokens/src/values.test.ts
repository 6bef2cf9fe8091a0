import { describe, expect, it } from 'vitest';
import type { TokenType } from './contract';
import { describe as describeValue, unmetExpectation } from './values';

const shadow = { color: 'rgba(0, 0, 0, 0.5)', offsetX: '0px', offsetY: '2px', blur: '8px', spread: 0 };

const cases: Record<TokenType, { valid: unknown[]; invalid: unknown[] }> = {
  color: { valid: ['#fff', 'rgba(0, 0, 0, 0.5)', 'hsl(200, 50%, 40%)'], invalid: ['#ff', 'teal', 12, null] },
  dimension: { valid: ['0px', '1.5rem', '-4px', 0, '0'], invalid: ['12', '12em', 12, 'px'] },
  fontFamily: { valid: ['Inter', ['Poppins', 'sans-serif']], invalid: ['', [], ['Inter', 3], 12] },
  fontWeight: { valid: [400, 1, 1000, 'bold', 'semi-bold'], invalid: [0, 1001, 'heavyish', '700'] },
  number: { valid: [0, 1.5, 300], invalid: ['1.5', Number.NaN, null] },
  duration: { valid: ['120ms', '0.3s', '0ms'], invalid: ['120', 'fast', 120, '-1ms'] },
  shadow: {
    valid: [shadow, [shadow, { ...shadow, blur: '16px' }]],
    invalid: [{ ...shadow, color: 'black' }, { color: '#000' }, [], '0 2px 8px #000'],
  },
};

describe('unmetExpectation', () => {
  for (const [type, { valid, invalid }] of Object.entries(cases) as [TokenType, (typeof cases)[TokenType]][]) {
    it.each(valid.map((value) => [describeValue(value), value]))(`accepts the ${type} %s`, (_, value) => {
      expect(unmetExpectation(type, value)).toBeUndefined();
    });
    it.each(invalid.map((value) => [describeValue(value), value]))(`rejects the ${type} %s`, (_, value) => {
      expect(unmetExpectation(type, value)).toMatch(/^an? /);
    });
  }
});
