import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  gap: vars.space.lg,
  minInlineSize: 0,
});

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, flex: 1, minInlineSize: 0 });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, margin: 0 });

export const line = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(8em, max-content) 1fr',
  alignItems: 'center',
  gap: vars.space.md,
});

export const label = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const value = style({
  margin: 0,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const emphasis = style([
  value,
  { fontFamily: vars.font.family.mono, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold },
]);

export const qr = style({ lineHeight: 0 });
