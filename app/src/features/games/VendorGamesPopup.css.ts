import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

// A plain grid: the modal's body scrolls, not the window, so the window-virtualised GameGrid does not
// fit here; a vendor's list is short (pages of 24 appended on demand).
export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxl} * 3.5), 1fr))`,
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const more = style({ display: 'flex', justifyContent: 'center' });
