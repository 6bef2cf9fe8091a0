import { style } from '@vanilla-extract/css';

// The game takes the whole window below its toolbar (SPEC.md section 2: seamless has no footer).
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100dvh',
  minInlineSize: 0,
});
