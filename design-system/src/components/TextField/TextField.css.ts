import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The adornments inside the field's box, before and after the input. */
export const start = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInlineStart: vars.space.xs,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
