import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A room: its lines one under another, as tall as the tallest card of its row. */
export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
  minInlineSize: 0,
});

/** The button sits at the bottom of every card, whatever the room name's length. */
export const action = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });
