import { contractShape, cssVarName } from '@lobby/tokens';
import { createGlobalThemeContract } from '@vanilla-extract/css';

/**
 * The theme contract as CSS variables. A global contract (rather than hashed names) keeps the
 * variable names stable and readable (`--lobby-color-text-primary`), so that an operator's brand can
 * be applied at run time and read in devtools. A .css.ts file, so that it is evaluated at build time
 * and the bundle holds the resulting object, not vanilla-extract's runtime.
 */
export const vars = createGlobalThemeContract(contractShape, (_type, path) => cssVarName(path));
