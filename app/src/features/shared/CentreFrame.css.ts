import { vars } from '@lobby/design-system';
import { globalStyle, style } from '@vanilla-extract/css';

/** The menu beside the page, the page taking the rest of the width. */
export const frame = style({
  display: 'flex',
  flex: 1,
  alignItems: 'stretch',
  gap: vars.space.lg,
  minBlockSize: vars.layout.frameMinHeight,
});

/** Holds the menu so that it runs the frame's full height. */
export const menu = style({ display: 'flex', flexShrink: 0 });

// The menu's own 100% height needs a definite parent; stretching it here works in any frame.
globalStyle(`${menu} > nav`, { blockSize: 'auto' });

export const content = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  flex: 1,
  minInlineSize: 0,
  paddingBlock: vars.space.lg,
  paddingInlineEnd: vars.space.lg,
});

/** A page's heading, and what its centre shows at the row's end. */
export const sectionTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

/** The narrowest a figure (a StatCard of Figures) gets before the row wraps. */
export const figureColumn = vars.size.column.figure;

/** A page outside the centres (promotions, points mall): the site's frame gives pages no padding. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
});

/** The narrowest a card of CardGrid (promotions, red envelopes) gets before the row wraps. */
export const cardColumn = vars.size.column.tile;
