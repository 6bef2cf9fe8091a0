import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const name = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const meta = style({
  margin: 0,
  marginBlockStart: vars.space.xs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});
