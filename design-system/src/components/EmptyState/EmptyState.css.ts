import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xl,
  textAlign: 'center',
});

export const icon = style({
  display: 'flex',
  inlineSize: vars.component.control.height.lg,
  blockSize: vars.component.control.height.lg,
  color: vars.color.text.secondary,
});

export const title = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  overflowWrap: 'anywhere',
});

export const description = style({
  fontSize: vars.font.size.sm,
  color: vars.color.text.secondary,
  maxInlineSize: '40ch',
  overflowWrap: 'anywhere',
});

export const action = style({ marginBlockStart: vars.space.sm });
