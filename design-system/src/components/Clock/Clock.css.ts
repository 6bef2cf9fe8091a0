import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'baseline',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
});

export const offset = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
