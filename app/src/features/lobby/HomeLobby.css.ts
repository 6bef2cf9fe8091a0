import { vars } from '@lobby/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

export const page = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

// The carousel's own ratio (BannerCarousel: 16 / 5), so the placeholder takes the banner's place.
export const banner = style({
  aspectRatio: '16 / 5',
  borderRadius: vars.radius.lg,
  overflow: 'hidden',
});

/** A failed load in the banner's place and size (on a Card). */
export const bannerError = style([banner, { display: 'grid', placeItems: 'center' }]);

export const bannerFrame = style({});

// The marquee's box: same padding, radius and one line of small text.
export const notices = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  minBlockSize: `calc(${vars.font.size.sm} * ${vars.font.lineHeight.normal} + ${vars.space.xs} * 2)`,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
});

export const search = style({ display: 'flex', alignItems: 'flex-end', gap: vars.space.sm });

export const searchField = style({ flex: 1, minInlineSize: 0 });

// The field has its own labelled clear button; the browser's would be a second, unlabelled one.
globalStyle(`${searchField} input::-webkit-search-cancel-button`, { appearance: 'none' });

export const results = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const resultsHeader = style({ display: 'flex', alignItems: 'baseline', gap: vars.space.sm });

export const menu = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const categories = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const rows = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xl });

export const winnersError = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
});

// The winner board sits below the first screen and scrolls on its own: the browser skips its style,
// layout and paint until it comes near the view (it stays in the accessibility tree and in find).
export const belowFold = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 36rem' });
