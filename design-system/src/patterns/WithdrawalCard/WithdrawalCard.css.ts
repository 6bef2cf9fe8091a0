import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
});

export const badges = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const note = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const confirmation = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const question = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.medium });

export const proof = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

export const error = style({ margin: 0, color: vars.color.feedback.danger, fontSize: vars.font.size.sm });
