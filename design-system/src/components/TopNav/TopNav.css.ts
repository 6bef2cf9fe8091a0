import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// One line that scrolls sideways when the header is narrow: wrapping stacked the items vertically.
export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** Items keep their width and one line; the list scrolls instead. */
export const item = style({ flexShrink: 0, whiteSpace: 'nowrap' });
