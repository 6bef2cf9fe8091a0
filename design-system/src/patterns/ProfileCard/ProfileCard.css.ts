import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const header = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.lg,
});

/** The avatar with its change button under it. */
export const portrait = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xs,
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

export const nameLine = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
});

export const name = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

/** The VIP label: a quiet tag beside the name, readable on the raised surface. */
export const label = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.body,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const secondary = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });

/** Label, value and action per row, the labels in one column; each row one ruled line. */
export const fields = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(max-content, 30%) 1fr auto',
  margin: 0,
});

export const field = style({
  display: 'contents',
});

/** Every cell of a row: the same rule above, its content centred, so the row reads as one line. */
const cell = style({
  display: 'flex',
  alignItems: 'center',
  margin: 0,
  paddingBlock: vars.space.sm,
  paddingInlineEnd: vars.space.xl,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  overflowWrap: 'anywhere',
});

export const term = style([cell, { color: vars.color.text.secondary, fontSize: vars.font.size.sm }]);

export const value = style([cell, { minInlineSize: 0 }]);

export const fieldAction = style([cell, { justifyContent: 'flex-end', paddingInlineEnd: 0 }]);

export const notSet = style({ color: vars.color.text.muted });

export const link = style([
  focusRing,
  {
    color: vars.color.text.link,
    fontSize: vars.font.size.sm,
    textDecoration: 'underline',
    textUnderlineOffset: '0.2em',
    borderRadius: vars.radius.sm,
  },
]);
