import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// The game takes the whole window below its toolbar (SPEC.md section 2: seamless has no footer).
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100dvh',
  minInlineSize: 0,
});

// A card game's rooms, before the game: they scroll in the space the game will take.
export const rooms = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  minBlockSize: 0,
  overflowY: 'auto',
  padding: vars.space.lg,
});
