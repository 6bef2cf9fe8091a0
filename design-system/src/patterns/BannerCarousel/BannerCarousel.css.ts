import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import * as snap from '../../private/snapTrack/snapTrack.css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  position: 'relative',
  borderRadius: vars.radius.lg,
  selectors: { '&[data-shape="card"]': { borderRadius: vars.radius.md } },
  overflow: 'hidden',
  backgroundColor: vars.color.surface.sunken,
});

// The banners side by side, one showing (SPEC.md section 9's spacing is the gap, set by the component).
export const track = style([snap.track]);

// Operators upload banners of one ratio per slot; a fixed ratio keeps the carousel from jumping while
// images load (BannerCarousel's `shape`).
export const slide = recipe({
  base: [snap.item],
  variants: {
    shape: {
      wide: { aspectRatio: '16 / 5' },
      strip: { aspectRatio: '3 / 1' },
      card: { aspectRatio: '2 / 1' },
    },
  },
});

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

// The page bullets, centred over the banners' bottom edge.
export const bullets = style({
  position: 'absolute',
  insetInline: 0,
  insetBlockEnd: `calc(${vars.space.md} - (${vars.space.xl} - ${vars.space.sm}) / 2)`,
  display: 'flex',
  justifyContent: 'center',
  zIndex: 1,
  pointerEvents: 'none',
});

// WCAG 2.2 2.5.8 (target size): each bullet is a 24px target around an 8px dot (padding, with the
// colour kept to the content box).
export const bullet = style({
  boxSizing: 'content-box',
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  padding: `calc((${vars.space.xl} - ${vars.space.sm}) / 2)`,
  border: 'none',
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.base,
  backgroundClip: 'content-box',
  opacity: 0.8,
  cursor: 'pointer',
  pointerEvents: 'auto',
  outline: 'none',
  selectors: {
    '&[aria-current="true"]': { backgroundColor: vars.color.accent.base, opacity: 1 },
    '&:focus-visible': {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
  },
});
