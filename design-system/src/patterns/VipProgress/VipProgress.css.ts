import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const top = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const next = style({ margin: 0, color: vars.color.text.secondary });

/** The two bars side by side where there is room, one under the other otherwise. */
export const measures = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
  gap: vars.space.lg,
});

export const measure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const measureTop = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const measureLabel = style({ fontWeight: vars.font.weight.bold });

export const figures = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});

export const left = style({ margin: 0, fontSize: vars.font.size.sm, fontVariantNumeric: 'tabular-nums' });

export const reached = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.font.weight.bold,
});
