import { describe, expect, it } from 'vitest';
import { packagePath } from '../test/paths';
import { compileTokenSet } from './compile';
import type { BrandTheme } from './theme';

const brandSet = (tokens: object) => ({
  $extensions: { lobby: { kind: 'brand', id: 'test', name: 'Test' } },
  ...tokens,
});

async function compileBrand(tokens: object): Promise<BrandTheme> {
  const result = await compileTokenSet(brandSet(tokens));
  if (!result.ok) throw new Error(JSON.stringify(result.problems));
  return result.value as BrandTheme;
}

describe('brand layering', () => {
  it('gives the default themes for a brand without overrides', async () => {
    const plain = await compileBrand({});
    const [dark, light] = await Promise.all(
      ['dark', 'light'].map((mode) => compileTokenSet(packagePath(`sets/${mode}.json`))),
    );
    expect(dark).toEqual({ ok: true, value: plain.dark });
    expect(light).toEqual({ ok: true, value: plain.light });
  });

  it('changes the semantic tokens that alias an overridden palette entry, in every mode that aliases it', async () => {
    const themed = await compileBrand({
      palette: { accent: { '400': { $value: '#ffcc33' }, '700': { $value: '#6b4500' } } },
    });
    expect(themed.dark.color.accent.base).toBe('#ffcc33');
    expect(themed.light.color.accent.base).toBe('#6b4500');
    expect(themed.light.color.focus.ring).toBe('#6b4500');
    expect(themed.dark.color.accent.hover).toBe('#ffd04d'); // accent.300 was not overridden
  });

  it('applies a mode.dark override to dark only', async () => {
    const themed = await compileBrand({ mode: { dark: { color: { surface: { raised: { $value: '#202633' } } } } } });
    const plain = await compileBrand({});
    expect(themed.dark.color.surface.raised).toBe('#202633');
    expect(themed.light).toEqual(plain.light);
  });

  it('lets a mode override win over the brand-wide one and replaces a $value whole', async () => {
    const themed = await compileBrand({
      font: { family: { body: { $value: ['Poppins', 'sans-serif'] } } },
      color: { text: { link: { $value: '#ffe08a' } } },
      mode: { light: { color: { text: { link: { $value: '#1d5fb8' } } } } },
    });
    expect(themed.dark.font.family.body).toBe('Poppins, sans-serif');
    expect(themed.dark.color.text.link).toBe('#ffe08a');
    expect(themed.light.color.text.link).toBe('#1d5fb8');
  });

  it('does not output a brand-only token that is not in the contract', async () => {
    const themed = await compileBrand({ palette: { teal: { $value: '#14b8a6' } } });
    expect(JSON.stringify(themed)).not.toContain('#14b8a6');
  });
});
