// The public API of @lobby/design-system: named exports only; nothing else is imported from outside.
export { ThemePortal, ThemeProvider, useTheme, type ThemeProviderProps } from './theme/ThemeProvider';
export { vars } from './theme/vars.css';
export { sprinkles, type Space, type Sprinkles } from './theme/sprinkles.css';
export { visuallyHidden } from './theme/global.css';
export { fontsReady } from './theme/fonts';

export {
  createDesignSystemI18n,
  defaultLanguage,
  dsNamespace,
  dsResources,
  languageDirection,
  shippedLanguages,
  type ShippedLanguage,
} from './i18n';

export {
  Button,
  buttonSizes,
  buttonVariants,
  type ButtonProps,
  type ButtonSize,
  type ButtonVariant,
} from './components/Button';
export { Modal, type ModalProps } from './components/Modal';
export { Spinner, spinnerSizes, type SpinnerProps } from './components/Spinner';
export { Inline, Stack, type InlineProps, type StackProps } from './components/Stack';
export {
  Heading,
  Text,
  textSizes,
  textTones,
  type HeadingLevel,
  type HeadingProps,
  type TextProps,
  type TextSize,
  type TextTone,
} from './components/Text';

export { useDraggable, type DragOffset } from './hooks/useDraggable';

// Each area below is kept by one owner at a time: add exports inside your area's markers only.
// ── area: format ──
// ── end: format ──
// ── area: forms (form parts) ──
// ── end: forms ──
// ── area: feedback ──
// ── end: feedback ──
// ── area: navigation ──
// ── end: navigation ──
// ── area: content ──
// ── end: content ──
// ── area: games (patterns) ──
// ── end: games ──
// ── area: layout (patterns) ──
// ── end: layout ──
// ── area: rules (server-rule engine) ──
// ── end: rules ──
// ── area: auth (patterns) ──
// ── end: auth ──
