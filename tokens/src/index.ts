// The browser-safe public API of @lobby/tokens: the theme contract and the compiled-theme types.
// It must not import style-dictionary or node modules; validation and the build live in ./node.
export * from './contract';
export { isThemeMode, themeModes, type ThemeMode } from './modes';
export { brandThemeProblem, type BrandSummary, type BrandTheme } from './theme';
