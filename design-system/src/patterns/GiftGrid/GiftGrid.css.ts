import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** Cards as many per row as fit, never narrower than a tile column. */
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.column.tile}, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style({ minInlineSize: 0 });

export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// The picture's place keeps the card's 4:3 shape while loading.
globalStyle(`${placeholder} > span:first-child`, { aspectRatio: '4 / 3' });
