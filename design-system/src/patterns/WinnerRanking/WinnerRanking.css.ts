import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  color: vars.color.text.primary,
});

export const groupTitle = style({
  margin: 0,
  marginBlockEnd: vars.space.sm,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.secondary,
});

export const podium = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fit, minmax(${vars.size.column.figure}, 1fr))`,
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const place = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'center',
});

export const medal = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: vars.component.control.height.md,
  blockSize: vars.component.control.height.md,
  borderRadius: vars.radius.full,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
});

export const medalTone = styleVariants({
  1: { backgroundColor: vars.color.accent.base, color: vars.color.text.onAccent },
  2: { backgroundColor: vars.color.surface.inverse, color: vars.color.text.inverse },
  3: {
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.primary,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  },
});

export const clip = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const bigAmount = style({
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const secondary = style([clip, { color: vars.color.text.secondary, fontSize: vars.font.size.sm }]);

/** A win's time: digits of one width, so that the line keeps its width whatever the date. */
export const time = style([secondary, { fontVariantNumeric: 'tabular-nums' }]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  overflow: 'hidden',
});

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.component.control.height.md} minmax(0, 1fr) minmax(0, 1.5fr) minmax(0, 1fr) minmax(0, 1fr)`,
  alignItems: 'center',
  gap: vars.space.md,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.sm,
  selectors: { '& + &': { borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}` } },
});

export const rank = style({
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'center',
});

export const amount = style({
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  whiteSpace: 'nowrap',
});

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  padding: vars.space.xl,
  borderRadius: vars.radius.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
