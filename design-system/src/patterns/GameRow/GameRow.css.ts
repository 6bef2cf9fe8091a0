import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

// As tall as its buttons whether they show or not, so the cards do not move when the games arrive.
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.component.control.height.sm,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

export const swiper = style({ inlineSize: '100%' });

// Swiper's navigation marks the end it reached; the button stays in place, dimmed.
globalStyle(`${header} .swiper-button-disabled`, { opacity: vars.opacity.disabled, cursor: 'not-allowed' });

export const placeholders = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.md,
});

// Before Swiper has measured the row (a server-rendered page, until its script runs), the first view
// is laid out by CSS as Swiper will lay it out (six columns, its gap), so nothing moves when it takes
// over. The first render holds the first view's games only (GameRow: `slides`).
globalStyle(`${swiper}:not(.swiper-initialized) > .swiper-wrapper`, {
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.md,
});
