import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { packagePath } from '../test/paths';
import { compileTokenSet } from './compile';
import { contractTokens } from './contract';
import type { BrandTheme } from './theme';
import { isRecord, type TokenTree } from './tree';
import { validateTokenSet } from './validate';

/** The shipped base set, without the token at `path`. */
function baseWithout(path: string[]): TokenTree {
  const base = JSON.parse(readFileSync(packagePath('sets/base.json'), 'utf8')) as TokenTree;
  const groups = path.slice(0, -1);
  const parent = groups.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), base);
  const name = path.at(-1);
  if (!isRecord(parent) || name === undefined) throw new Error(`no token ${path.join('.')} in base.json`);
  Reflect.deleteProperty(parent, name);
  return base;
}

const brand = (overrides: TokenTree): TokenTree => ({
  $extensions: { lobby: { kind: 'brand', id: 'roomy', name: 'Roomy' } },
  ...overrides,
});

describe('size and opacity tokens', () => {
  it('are in the contract with the DTCG type that fits them', () => {
    const types = Object.fromEntries(contractTokens().map(({ path, type }) => [path.join('.'), type]));
    expect(types).toMatchObject({
      'layout.sideMenuWidth': 'dimension',
      'layout.textMeasure': 'dimension',
      'size.column.tile': 'dimension',
      'component.modal.wideWidth': 'dimension',
      'component.toast.width': 'dimension',
      'opacity.disabled': 'number',
    });
  });

  it.each(['layout.sideMenuWidth', 'size.column.figure', 'component.toast.width', 'opacity.disabled'])(
    'a set without %s is rejected, naming the token',
    (token) => {
      const type = token.startsWith('opacity.') ? 'number' : 'dimension';
      expect(validateTokenSet(baseWithout(token.split('.')))).toContainEqual({
        token,
        message: `is missing: the contract needs a ${type} token here`,
      });
    },
  );

  it('rejects an opacity outside 0..1 and a size that is not a dimension', () => {
    expect(
      validateTokenSet(brand({ opacity: { disabled: { $value: 55 } }, size: { column: { tile: { $value: '50%' } } } })),
    ).toEqual([
      { token: 'size.column.tile', message: '"50%" is not a dimension (<number>px, <number>rem or 0)' },
      { token: 'opacity.disabled', message: '55 is not an opacity (a number from 0 to 1)' },
    ]);
  });

  it('a brand overrides one without moving the others: wider modals leave the side menu alone', async () => {
    const roomy = brand({
      component: { modal: { width: { $value: '640px' } } },
      opacity: { disabled: { $value: 0.4 } },
      mode: { light: { size: { column: { tile: { $value: '17.5rem' } } } } },
    });
    expect(validateTokenSet(roomy)).toEqual([]);
    const result = await compileTokenSet(roomy);
    if (!result.ok) throw new Error(JSON.stringify(result.problems));
    const { dark, light } = result.value as BrandTheme;
    expect(dark.component.modal.width).toBe('640px');
    expect(dark.layout.sideMenuWidth).toBe('240px');
    expect(dark.component.toast.width).toBe('360px');
    expect([dark.opacity.disabled, light.opacity.disabled]).toEqual(['0.4', '0.4']);
    expect([dark.size.column.tile, light.size.column.tile]).toEqual(['240px', '17.5rem']);
  });
});
