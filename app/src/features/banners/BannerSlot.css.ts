import { vars } from '@lobby/design-system';
import { style, styleVariants } from '@vanilla-extract/css';

const base = style({ overflow: 'hidden', flexShrink: 0 });

/**
 * A slot's box, at its carousel's ratio (the design system's BannerCarousel `shape`): reserved while
 * the banners load, so that nothing below moves when they arrive.
 */
export const slot = styleVariants({
  // A popup's band over its form.
  strip: [base, { aspectRatio: '3 / 1', borderRadius: vars.radius.lg, marginBlockEnd: vars.space.md }],
  // The side menu's card.
  card: [base, { aspectRatio: '2 / 1', borderRadius: vars.radius.md }],
});

export const loading = style({ backgroundColor: vars.color.surface.sunken });
