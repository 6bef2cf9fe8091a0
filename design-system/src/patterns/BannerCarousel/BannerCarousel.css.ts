import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
  backgroundColor: vars.color.surface.sunken,
  vars: {
    '--swiper-pagination-color': vars.color.accent.base,
    '--swiper-pagination-bullet-inactive-color': vars.color.surface.base,
    '--swiper-pagination-bullet-inactive-opacity': '0.8',
    '--swiper-pagination-bullet-size': vars.space.sm,
    '--swiper-pagination-bullet-horizontal-gap': vars.space.none,
    '--swiper-pagination-bottom': vars.space.md,
  },
});

// Operators upload wide banners; one fixed ratio keeps the carousel from jumping while images load.
export const slide = style({ aspectRatio: '16 / 5' });

export const link = style([
  focusRing,
  {
    display: 'block',
    inlineSize: '100%',
    blockSize: '100%',
    padding: 0,
    border: 'none',
    background: 'none',
    cursor: 'pointer',
    selectors: { '&:focus-visible': { outlineOffset: `calc(${vars.border.width.thick} * -2)` } },
  },
]);

export const image = style({ inlineSize: '100%', blockSize: '100%', objectFit: 'cover' });

export const toggle = style({
  position: 'absolute',
  insetInlineEnd: vars.space.md,
  insetBlockEnd: vars.space.sm,
  zIndex: 2,
});

// WCAG 2.2 2.5.8 (target size): each page bullet is a 24px target around the same 8px dot (padding,
// with the colour kept to the content box), so the dots look as before and are easy to hit.
globalStyle(`${root} .swiper-pagination-bullet`, {
  outline: 'none',
  boxSizing: 'content-box',
  padding: `calc((${vars.space.xl} - ${vars.space.sm}) / 2)`,
  backgroundClip: 'content-box',
});
globalStyle(`${root} .swiper-pagination-bullet:focus-visible`, {
  outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
  outlineOffset: vars.border.width.thick,
});
