import { describe, expect, it } from 'vitest';
import { fixture, packagePath } from '../test/paths';
import { compileTokenSet, type CompiledTokenSet } from './compile';
import { contractTokens, type ThemeValues } from './contract';
import type { BrandTheme } from './theme';
import { isRecord } from './tree';

const contractPaths = contractTokens().map(({ path }) => path.join('.'));

/** Every leaf of a compiled theme as `path -> value`. */
function leaves(node: unknown, prefix: string[] = []): [string, unknown][] {
  if (!isRecord(node)) return [[prefix.join('.'), node]];
  return Object.entries(node).flatMap(([key, child]) => leaves(child, [...prefix, key]));
}

async function compiled(file: string): Promise<CompiledTokenSet> {
  const result = await compileTokenSet(packagePath(file));
  if (!result.ok) throw new Error(`${file} did not compile: ${JSON.stringify(result.problems)}`);
  return result.value;
}

const theme = async (file: string) => (await compiled(file)) as ThemeValues;
const brand = async (file: string) => (await compiled(file)) as BrandTheme;

function expectContractShaped(values: ThemeValues): void {
  const entries = leaves(values);
  expect(entries.map(([path]) => path)).toEqual(contractPaths);
  for (const [, value] of entries) expect(typeof value).toBe('string');
}

describe('compileTokenSet', () => {
  it('compiles a mode to exactly the contract paths, each a CSS string', async () => {
    const dark = await theme('sets/dark.json');
    expectContractShaped(dark);
    expect(dark.color.text.link).toBe('#ffd04d');
    expect(dark.font.weight.bold).toBe('700');
    expect(dark.zIndex.modal).toBe('200');
    expect(dark.font.lineHeight.normal).toBe('1.5');
    expect(dark.font.family.body).toBe(
      "Inter, 'Inter Fallback', 'Noto Sans Thai', 'Noto Sans Thai Fallback', system-ui, sans-serif",
    );
    expect(dark.shadow.raised).toBe('0px 2px 8px 0px rgba(0, 0, 0, 0.45)');
    expect(JSON.stringify(dark)).not.toMatch(/palette|\$value/);
  });

  it('compiles a brand to its id, name and a theme per mode', async () => {
    const aurora = await brand('brands/aurora.json');
    expect(aurora).toMatchObject({ id: 'aurora', name: 'Aurora' });
    expect(Object.keys(aurora)).toEqual(['id', 'name', 'dark', 'light']);
    expectContractShaped(aurora.dark);
    expectContractShaped(aurora.light);
  });

  it('compiles the base set under both modes', async () => {
    const base = (await compiled('sets/base.json')) as Record<'dark' | 'light', ThemeValues>;
    expect(base.dark).toEqual(await theme('sets/dark.json'));
    expect(base.light).toEqual(await theme('sets/light.json'));
  });

  it('refuses an invalid set with its problems', async () => {
    const result = await compileTokenSet(fixture('broken-alias'));
    expect(result).toEqual({
      ok: false,
      problems: [{ token: 'color.text.link', message: 'alias {palette.nope} does not resolve' }],
    });
  });
});

describe('the example brands', () => {
  it('differ from the default and from each other in accent, radii and fonts', async () => {
    const [dark, light, aurora, crimson] = await Promise.all([
      theme('sets/dark.json'),
      theme('sets/light.json'),
      brand('brands/aurora.json'),
      brand('brands/crimson.json'),
    ]);
    const looks = [{ dark, light }, aurora, crimson].map((set) => [
      set.dark.color.accent.base,
      set.light.color.accent.base,
      set.dark.color.surface.base,
      set.dark.radius.md,
      set.dark.font.family.body,
    ]);
    for (const index of [0, 1, 2, 3, 4]) expect(new Set(looks.map((look) => look[index])).size).toBe(3);
    expect(aurora.dark.font.family.body).toMatch(/^Poppins,/);
    expect(crimson.dark.font.family.body).toMatch(/^'Space Grotesk',/);
    expect(Object.values(crimson.dark.radius).filter((radius) => radius !== '9999px')).toEqual([
      '0px',
      '0px',
      '2px',
      '2px',
    ]);
  });
});
