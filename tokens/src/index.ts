// The browser-safe public API of @lobby/tokens: the theme contract and the compiled-theme types.
// It must not import style-dictionary or node modules; validation and the build live in ./node.
export * from './contract';
export {
  brandThemeProblem,
  isThemeMode,
  themeModes,
  type BrandSummary,
  type BrandTheme,
  type ThemeMode,
} from './theme';
