import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  minInlineSize: 0,
  fontFamily: vars.font.family.body,
});

/** The dates and the filters, on a raised band above the table. */
export const filters = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  gap: vars.space.lg,
});

export const dates = style({ flex: `2 1 ${vars.size.filter.dates}`, minInlineSize: 0 });

/** Each filter (a Select) takes an even share of what the dates leave. */
export const slots = style({
  display: 'grid',
  flex: `1 1 ${vars.size.filter.select}`,
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.column.compact}, 1fr))`,
  gap: vars.space.md,
  minInlineSize: 0,
});

/** Summary figures, as many per row as fit. */
export const summary = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.column.compact}, 1fr))`,
  gap: vars.space.md,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  minBlockSize: vars.component.control.height.md,
});

export const shown = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
