import { globalFontFace, globalStyle, style } from '@vanilla-extract/css';
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

/**
 * Inter's stand-in while Inter loads (the tokens' font lists name it second): Arial, or Liberation
 * Sans where Arial is absent (its metrics are Arial's), scaled to Inter's width and height, a face
 * per weight the site uses. The fonts are fetched once the page's styles apply, so the first paint
 * shows a fallback; with the plain one the text widened by 5 % when Inter arrived and the header's
 * links moved (Lighthouse's mobile preset on /: CLS 0.004-0.005). Measured in Chromium on the
 * header's Spanish words and a pangram at 16 px: widths within 0.03 % of Inter's at 400, 500 and
 * 700, line heights equal. Inter has no Arial medium to match: 500 is Arial's regular, a little
 * larger. Latin only: other scripts go on to the next face of the list, as before.
 */
const interHeight = { ascent: 0.973, descent: 0.2433 };
const latin =
  'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD';
const fallbackFaces: { weight: number; src: string; size: number }[] = [
  { weight: 400, src: "local('Arial'), local('ArialMT'), local('Liberation Sans')", size: 1.065 },
  { weight: 500, src: "local('Arial'), local('ArialMT'), local('Liberation Sans')", size: 1.077 },
  { weight: 700, src: "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold')", size: 1.0255 },
];
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
globalFontFace(
  'Inter Fallback',
  fallbackFaces.map(({ weight, src, size }) => ({
    src,
    fontWeight: weight,
    sizeAdjust: percent(size),
    ascentOverride: percent(interHeight.ascent / size),
    descentOverride: percent(interHeight.descent / size),
    lineGapOverride: '0%',
    unicodeRange: latin,
  })),
);

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
