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

/** Figures side by side, as many per row as fit. */
export const figures = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.column.figure}, 1fr))`,
  gap: vars.space.md,
});

/** A label and its value per row (profile fields). */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'max-content 1fr',
  gap: `${vars.space.sm} ${vars.space.xl}`,
  margin: 0,
});

/** A dt/dd pair: its cells take part in the list's grid. */
export const fieldRow = style({ display: 'contents' });

export const fieldName = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const fieldValue = style({
  margin: 0,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

/** A raised panel around a group of content. */
export const panel = style({
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

/** A page outside the centres (promotions, points mall): the site's frame gives pages no padding. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xl,
  padding: vars.space.lg,
});

/** Cards (promotions, gifts), as many per row as fit. */
export const tiles = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.column.tile}, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  boxShadow: vars.shadow.raised,
});

export const tileBody = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.md,
});

/** The action sits at the bottom of every card, whatever the title's length. */
export const tileAction = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.sm });

/** Rules as the platform writes them (sanitised HTML). */
export const richText = style({
  color: vars.color.text.primary,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
