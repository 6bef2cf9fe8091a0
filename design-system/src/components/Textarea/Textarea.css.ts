import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const textarea = style({
  minBlockSize: `calc(${vars.component.control.height.md} * 2)`,
  paddingBlock: vars.space.sm,
  resize: 'vertical',
  fontFamily: 'inherit',
});

export const control = style({ alignItems: 'stretch', paddingInlineEnd: 0 });

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
