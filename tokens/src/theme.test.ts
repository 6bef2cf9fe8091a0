import { describe, expect, it } from 'vitest';
import dark from '../dist/themes/dark.json';
import light from '../dist/themes/light.json';
import { isThemeMode, themeModes } from './modes';
import { brandThemeProblem, type BrandTheme } from './theme';

const brand: BrandTheme = { id: 'acme', name: 'Acme', dark, light };

describe('brandThemeProblem', () => {
  it('accepts a compiled brand', () => {
    expect(brandThemeProblem(brand)).toBeNull();
  });

  it('names what a malformed brand lacks', () => {
    expect(brandThemeProblem([])).toMatch(/not a JSON object/);
    expect(brandThemeProblem({ ...brand, id: 3 })).toMatch(/id or a name/);
    for (const mode of themeModes) {
      const broken = structuredClone(brand);
      // @ts-expect-error: a brand file from an older contract
      delete broken[mode].color.accent.base;
      expect(brandThemeProblem(broken)).toBe(`the brand's ${mode} theme lacks color.accent.base`);
    }
  });
});

describe('isThemeMode', () => {
  it('accepts only the shipped modes', () => {
    expect(themeModes.every(isThemeMode)).toBe(true);
    expect(isThemeMode('sepia')).toBe(false);
    expect(isThemeMode(null)).toBe(false);
  });
});
