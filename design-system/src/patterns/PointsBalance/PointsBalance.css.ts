import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space.lg} ${vars.space.xxl}`,
});

export const figure = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, minInlineSize: 0 });

export const label = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
});

export const value = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xxxl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const error = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  color: vars.color.text.primary,
});

export const note = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  margin: 0,
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
});

export const icon = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0 });

export const rate = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, margin: 0 });

export const rateName = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const rateValue = style({ margin: 0, fontSize: vars.font.size.lg, fontWeight: vars.font.weight.bold });

/** The action keeps to the end of the row, and wraps under the figures on narrow screens. */
export const action = style({ marginInlineStart: 'auto' });
