import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  margin: 0,
  padding: 0,
  border: 'none',
  fontFamily: vars.font.family.body,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.xs,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  overflowWrap: 'anywhere',
});

export const days = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))',
  gap: vars.space.sm,
});

export const presets = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });
