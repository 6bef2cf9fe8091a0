import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
});

// The envelope: a red one in the danger colour, a lucky draw in the accent colour, each with the
// text colour the contract pairs with it.
export const envelope = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  minBlockSize: `calc(${vars.component.control.height.lg} * 2.5)`,
  padding: vars.space.md,
  backgroundColor: vars.color.feedback.danger,
  color: vars.color.text.onAccent,
  textAlign: 'center',
  selectors: { [`${root}[data-kind="LUCKY_DRAW"] &`]: { backgroundColor: vars.color.accent.base } },
});

export const icon = style({
  inlineSize: vars.component.control.height.lg,
  blockSize: vars.component.control.height.lg,
});

export const kind = style({ fontSize: vars.font.size.sm, fontWeight: vars.font.weight.bold });

export const prize = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  minInlineSize: 0,
  padding: vars.space.md,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

export const reveal = style({ fontSize: vars.font.size.md });

/** Danger text on the base surface: a contrast pair of the contract, whatever the card's surface. */
export const error = style({
  padding: vars.space.xs,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width.thin} solid ${vars.color.feedback.danger}`,
  backgroundColor: vars.color.surface.base,
  color: vars.color.feedback.danger,
  fontSize: vars.font.size.sm,
});

/** The action at the foot of the card, whatever the title's length. */
export const footer = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.xs });
