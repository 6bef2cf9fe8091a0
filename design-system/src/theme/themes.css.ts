import dark from '@lobby/tokens/dist/themes/dark.json';
import light from '@lobby/tokens/dist/themes/light.json';
import { createTheme } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** Class names that set every contract variable for a mode, compiled at build time. */
export const modeClass = {
  dark: createTheme(vars, dark),
  light: createTheme(vars, light),
} as const;
