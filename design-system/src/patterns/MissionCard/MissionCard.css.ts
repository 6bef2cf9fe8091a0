import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  blockSize: '100%',
});

export const top = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The state: a word, with a mark whose shape differs by state (never colour alone). */
export const state = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  flexShrink: 0,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  whiteSpace: 'nowrap',
});

export const stateTone = styleVariants({
  IN_PROGRESS: {
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    color: vars.color.text.primary,
  },
  COMPLETED: { backgroundColor: vars.color.accent.base, color: vars.color.text.onAccent },
  CLAIMED: { backgroundColor: vars.color.surface.sunken, color: vars.color.text.primary },
});

export const mark = style({ inlineSize: '1em', blockSize: '1em' });

export const bottom = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  marginBlockStart: 'auto',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const figure = style({ fontVariantNumeric: 'tabular-nums' });

export const reward = style({ color: vars.color.text.primary, fontWeight: vars.font.weight.bold });
