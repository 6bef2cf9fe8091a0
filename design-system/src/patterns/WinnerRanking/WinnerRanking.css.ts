import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import * as winnerStyles from '../winners/winners.css';

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
  textAlign: 'center',
});

export const clip = style({
  maxInlineSize: '100%',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const bigAmount = style([winnerStyles.amount, { fontSize: vars.font.size.xl }]);

export const secondary = style([clip, { color: vars.color.text.secondary, fontSize: vars.font.size.sm }]);

/** A win's time: digits of one width, so that the line keeps its width whatever the date. */
export const time = style([secondary, { fontVariantNumeric: 'tabular-nums' }]);

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  margin: 0,
  listStyle: 'none',
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

export const amount = style([winnerStyles.amount, { textAlign: 'end', whiteSpace: 'nowrap' }]);

export const state = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  textAlign: 'center',
});

export const stateText = style({ color: vars.color.text.secondary });
