import { style } from '@vanilla-extract/css';
import { stackedList } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const steps = stackedList;

export const step = style({ display: 'flex', alignItems: 'flex-start', gap: vars.space.sm });

export const marker = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  inlineSize: vars.font.size.xl,
  blockSize: vars.font.size.xl,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.base,
  color: vars.color.text.onAccent,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const text = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
