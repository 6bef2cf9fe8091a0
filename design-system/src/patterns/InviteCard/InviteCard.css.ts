import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.xl,
});

export const details = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  flex: 1,
  minInlineSize: vars.size.column.tile,
});

export const hint = style({ margin: 0, color: vars.color.text.secondary });

export const entry = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const term = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const value = style({ margin: 0 });

export const code = style({
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  letterSpacing: '0.08em',
});
