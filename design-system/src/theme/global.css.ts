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
 * per weight the site uses and per kind of character. The fonts are fetched once the page's styles
 * apply, so the first paint shows a fallback, and a line of items (the game menu, the header's
 * buttons) moves by the difference in width when Inter arrives.
 *
 * One scale per weight matched lower case (within 0.3 %) but not capitals: the game menu's bold
 * capitals were 4-5 % wider in the fallback ("JUEGOS DE CARTAS" 160.4 px against 153.8 px at
 * 1,350 px) and its items moved by up to 80 px when Inter arrived (layout-shift.spec.ts, Lighthouse's
 * desktop preset CLS 0.00067-0.00093 in one run of three). Inter's capitals are Arial's width,
 * its lower case 3-9 % wider, its spaces and punctuation different again: a face per kind of
 * character (unicode-range) takes a scale of its own. The scales are least-squares fits of the
 * rendered widths (kerning included) of the 430 Latin texts of /, /rng and /promotions in es and
 * en, each in its own case and in capitals, measured in Chromium: mean error 1.1-1.2 % per text
 * (Arial unscaled: 2.2-2.8 %); the rest is mostly Inter's kerning, which no per-glyph scale can
 * follow, so a long row of items can still move by 3-5 px (layout-shift.spec.ts). 500 has no Arial medium:
 * it is Arial's regular scaled. Latin only: other scripts go on to the next face of the list.
 */
const interHeight = { ascent: 0.973, descent: 0.2433 };
const kinds = {
  capitals: 'U+0041-005A, U+00C0-00D6, U+00D8-00DE, U+0152',
  lowerCase: 'U+0061-007A, U+00DF-00F6, U+00F8-00FF, U+0131, U+0153',
  digits: 'U+0030-0039',
  spaces: 'U+0020, U+00A0',
  marks: 'U+0022, U+0027, U+002A, U+002D, U+002F',
  others:
    'U+0000-001F, U+0021, U+0023-0026, U+0028-0029, U+002B-002C, U+002E, U+003A-0040, U+005B-0060, U+007B-00BF, U+00D7, U+00F7, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2191, U+2193, U+2212, U+2215, U+FEFF, U+FFFD',
};
type Kind = keyof typeof kinds;
const regular = "local('Arial'), local('ArialMT'), local('Liberation Sans')";
const bold = "local('Arial Bold'), local('Arial-BoldMT'), local('Liberation Sans Bold')";
const fallbackFaces: { weight: number; src: string; scales: Record<Kind, number> }[] = [
  {
    weight: 400,
    src: regular,
    scales: { capitals: 0.984, lowerCase: 1.073, digits: 1.0527, spaces: 1.0423, marks: 0.9615, others: 1.0323 },
  },
  {
    weight: 500,
    src: regular,
    scales: { capitals: 0.9916, lowerCase: 1.09, digits: 1.0706, spaces: 0.9874, marks: 0.9616, others: 1.0689 },
  },
  {
    weight: 700,
    src: bold,
    scales: { capitals: 0.9913, lowerCase: 1.0302, digits: 1.1162, spaces: 0.8877, marks: 0.8989, others: 1.1127 },
  },
];
const percent = (value: number) => `${(value * 100).toFixed(2)}%`;
globalFontFace(
  'Inter Fallback',
  fallbackFaces.flatMap(({ weight, src, scales }) =>
    Object.entries(kinds).map(([kind, unicodeRange]) => {
      const size = scales[kind as Kind];
      return {
        src,
        fontWeight: weight,
        sizeAdjust: percent(size),
        ascentOverride: percent(interHeight.ascent / size),
        descentOverride: percent(interHeight.descent / size),
        lineGapOverride: '0%',
        unicodeRange,
      };
    }),
  ),
);

/**
 * Noto Sans Thai's stand-in while it loads: the same family installed on the machine (Android's
 * Thai font, Debian's fonts-noto-core), whose advances and heights are the web font's to the pixel
 * (measured in Chromium, 400 and 700). Without it Thai text took the next family of the list (a
 * system font of other widths) and the header's buttons and the game menu moved by 4-20 px in th
 * (CLS 0.0015 at a phone's size). Its range is the web font's Thai file's (@fontsource/noto-sans-thai).
 */
const thai = 'U+02D7, U+0303, U+0331, U+0E01-0E5B, U+200C-200D, U+25CC';
globalFontFace('Noto Sans Thai Fallback', [
  { src: "local('Noto Sans Thai Regular'), local('NotoSansThai-Regular')", fontWeight: 400, unicodeRange: thai },
  { src: "local('Noto Sans Thai Bold'), local('NotoSansThai-Bold')", fontWeight: 700, unicodeRange: thai },
]);

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
