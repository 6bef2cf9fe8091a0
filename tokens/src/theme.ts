import { contractTokens, type ThemeValues } from './contract';
import { themeModes } from './modes';
import { isRecord } from './tree';

/** A white-label operator's compiled theme, as written to `dist/brands/<id>.json`. */
export interface BrandTheme {
  id: string;
  name: string;
  dark: ThemeValues;
  light: ThemeValues;
}

/** One entry of `dist/brands/index.json`: the brands a site can offer. */
export type BrandSummary = Pick<BrandTheme, 'id' | 'name'>;

/**
 * Why a value is not a compiled brand (an id, a name, and every contract token a string in every
 * mode), or null. For a site that receives a brand at run time and must not trust it blindly.
 */
export function brandThemeProblem(value: unknown): string | null {
  if (!isRecord(value)) return 'the brand is not a JSON object';
  if (typeof value.id !== 'string' || typeof value.name !== 'string') return 'the brand lacks an id or a name';
  for (const mode of themeModes) {
    const theme = value[mode];
    const missing = contractTokens().find(({ path }) => typeof valueAt(theme, path) !== 'string');
    if (missing) return `the brand's ${mode} theme lacks ${missing.path.join('.')}`;
  }
  return null;
}

function valueAt(tree: unknown, path: readonly string[]): unknown {
  return path.reduce<unknown>((node, key) => (isRecord(node) ? node[key] : undefined), tree);
}
