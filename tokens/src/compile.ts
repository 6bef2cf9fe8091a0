import StyleDictionary from 'style-dictionary';
import type { DesignTokens } from 'style-dictionary/types';
import { mapContract, type ThemeValues } from './contract';
import type { ComposedSet } from './layers';
import type { Checked } from './problem';
import type { ThemeMode } from './modes';
import type { BrandTheme } from './theme';
import type { TokenTree } from './tree';
import { inspectTokenSet, type ValidateOptions } from './validate';

/** A mode set compiles to one theme, a brand to a BrandTheme, the base set to a theme per mode. */
export type CompiledTokenSet = ThemeValues | BrandTheme | Record<ThemeMode, ThemeValues>;

// style-dictionary's CSS value transforms: colours as CSS colours, shadows as `box-shadow`
// shorthands, font lists as `font-family` values (names with spaces quoted).
const transforms = ['color/css', 'shadow/css/shorthand', 'fontFamily/css'];

/** Compiles a token set to flat, contract-shaped CSS values; refuses an invalid set with its problems. */
export async function compileTokenSet(
  source: unknown,
  options: ValidateOptions = {},
): Promise<Checked<CompiledTokenSet>> {
  const { problems, set } = inspectTokenSet(source, options);
  if (!set || problems.length > 0) return { ok: false, problems };
  return { ok: true, value: await compileComposed(set) };
}

async function compileComposed(set: ComposedSet): Promise<CompiledTokenSet> {
  if (set.kind === 'mode') return compileTheme(set.tree);
  const [dark, light] = await Promise.all([compileTheme(set.themes.dark), compileTheme(set.themes.light)]);
  return set.kind === 'brand' ? { id: set.id, name: set.name, dark, light } : { dark, light };
}

async function compileTheme(tree: TokenTree): Promise<ThemeValues> {
  // Validation has run, so the tree is a well-formed DTCG document.
  const tokens = tree as DesignTokens;
  const dictionary = new StyleDictionary({ tokens, log: { verbosity: 'silent' }, platforms: { js: { transforms } } });
  const { allTokens } = await dictionary.getPlatformTokens('js');
  const values = new Map(allTokens.map((token) => [token.path.join('.'), token.$value as unknown]));
  // Only the contract's paths are kept: the palette and a brand's extra tokens stay private.
  return mapContract((path) => {
    const name = path.join('.');
    if (!values.has(name)) throw new Error(`style-dictionary lost the contract token ${name}`);
    return String(values.get(name));
  });
}
