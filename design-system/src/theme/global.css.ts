import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from './vars.css';

// A small reset: predictable box model, no default margins, media that never overflows.
globalStyle('*, *::before, *::after', { boxSizing: 'border-box' });
globalStyle('body, h1, h2, h3, h4, h5, h6, p, figure, blockquote, dl, dd', { margin: 0 });
globalStyle('img, svg, video, canvas', { display: 'block', maxInlineSize: '100%' });
globalStyle('input, button, textarea, select', { font: 'inherit', color: 'inherit' });
globalStyle('body', { minBlockSize: '100vh', WebkitFontSmoothing: 'antialiased' });
// Dates and times in digits of one width: a date keeps its width from one day to the next, so the
// text beside it does not move (and the page screenshots, which mask dates, stay put).
globalStyle('time', { fontVariantNumeric: 'tabular-nums' });

/** The element that carries a theme: its own colours, font and colour scheme. */
export const themeRoot = style({
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  fontWeight: vars.font.weight.regular,
});

/** A theme root that only provides variables to portalled content, without painting anything. */
export const portalRoot = style({
  display: 'contents',
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
});

export const colorScheme = {
  dark: style({ colorScheme: 'dark' }),
  light: style({ colorScheme: 'light' }),
};

/** Visually hidden but read by assistive technology. */
export const visuallyHidden = style({
  position: 'absolute',
  inlineSize: '1px',
  blockSize: '1px',
  padding: 0,
  margin: '-1px',
  overflow: 'hidden',
  clip: 'rect(0, 0, 0, 0)',
  whiteSpace: 'nowrap',
  border: 0,
});

// When a ThemeProvider is `global`, <html> carries the theme, so the canvas behind the page
// (overscroll, short pages) is painted with the theme's surface too.
globalStyle('html', { backgroundColor: vars.color.surface.base });
