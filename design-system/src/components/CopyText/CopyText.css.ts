import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  maxInlineSize: '100%',
});

export const text = style({
  fontFamily: vars.font.family.mono,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
  minInlineSize: 0,
});

export const status = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });
