import type { ThemeValues } from './contract';

/** The colour modes every theme provides; a brand compiles to one theme per mode. */
export const themeModes = ['dark', 'light'] as const;
export type ThemeMode = (typeof themeModes)[number];

/** A white-label operator's compiled theme, as written to `dist/brands/<id>.json`. */
export interface BrandTheme {
  id: string;
  name: string;
  dark: ThemeValues;
  light: ThemeValues;
}

/** One entry of `dist/brands/index.json`: the brands a site can offer. */
export type BrandSummary = Pick<BrandTheme, 'id' | 'name'>;
