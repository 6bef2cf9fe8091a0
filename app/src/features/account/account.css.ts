// Layout glue of the account pages (ARCHITECTURE.md: the app has layout glue only).
import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

/** Form fields two per row where they fit. */
export const formGrid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.column.field}, 1fr))`,
  gap: vars.space.md,
});

/** Cards (missions, install guides) side by side, as many per row as fit. */
export const cards = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.column.card}, 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Two columns (the download page's systems). */
export const pair = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.column.wide}, 1fr))`,
  gap: vars.space.lg,
});

/** A page of its own (feedback, download, winners): the site's frame gives pages no padding. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
  padding: vars.space.lg,
});

/** A form that reads best narrower than the page. */
export const narrow = style({ inlineSize: '100%', maxInlineSize: vars.layout.textMeasure });
