import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const stage = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flex: 1,
  minBlockSize: 0,
});

export const frame = style({
  flex: 1,
  inlineSize: '100%',
  blockSize: '100%',
  border: 0,
  display: 'block',
  backgroundColor: vars.color.surface.base,
});
