import { describe, expect, it } from 'vitest';
import { contractTokens, contrastPairs, cssVarName, mapContract } from './contract';

describe('cssVarName', () => {
  it('kebab-cases camelCase path parts under the lobby prefix', () => {
    expect(cssVarName(['color', 'text', 'onAccent'])).toBe('lobby-color-text-on-accent');
    expect(cssVarName(['color', 'feedback', 'dangerHover'])).toBe('lobby-color-feedback-danger-hover');
    expect(cssVarName(['zIndex', 'modal'])).toBe('lobby-z-index-modal');
    expect(cssVarName(['space', 'xxl'])).toBe('lobby-space-xxl');
  });

  it('gives every contract token a distinct name', () => {
    const names = contractTokens().map(({ path }) => cssVarName(path));
    expect(new Set(names).size).toBe(names.length);
  });
});

describe('the contract', () => {
  it('pairs only colour tokens of the contract', () => {
    const colours = new Set(contractTokens().flatMap(({ path, type }) => (type === 'color' ? [path.join('.')] : [])));
    for (const { foreground, background } of contrastPairs) {
      expect(colours).toContain(foreground);
      expect(colours).toContain(background);
    }
  });

  it('maps over every token with mapContract', () => {
    const types = mapContract((_, type) => type);
    expect(types.color.text.onAccent).toBe('color');
    expect(types.font.weight.bold).toBe('fontWeight');
    const names = mapContract((path) => path.join('.'));
    expect(names.component.control.height.lg).toBe('component.control.height.lg');
  });
});
