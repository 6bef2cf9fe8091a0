import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: '100vh',
  paddingBlock: vars.space.xxl,
  paddingInline: vars.space.lg,
  textAlign: 'center',
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
});

export const illustration = style({
  inlineSize: `calc(${vars.component.control.height.lg} * 4)`,
  maxInlineSize: '100%',
  blockSize: 'auto',
  color: vars.color.accent.base,
});

export const text = style({
  maxInlineSize: '48ch',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

export const ip = style({
  fontFamily: vars.font.family.mono,
  color: vars.color.text.primary,
  unicodeBidi: 'isolate',
  direction: 'ltr',
});

export const details = style({ maxInlineSize: '48ch', fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
  marginBlockStart: vars.space.sm,
});
