import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** A list of cards one under another: no bullets, no indent, a small gap. */
export const stackedList = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A card on the raised surface, with its thin border (a row of a list of cards). */
export const raisedCard = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
});

/**
 * A short word on a rounded chip: the sunken surface with the primary text colour (a contrast pair
 * of the contract), so that the word reads in every theme (activity states, the pinned mark).
 */
export const pill = style({
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.tight,
});

/** A card's heading row: the title at the start, its badges at the end, wrapping when narrow. */
export const cardHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** A card's figures (a <dl>): label over value, as many columns as fit. */
export const facts = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(12em, 1fr))',
  gap: vars.space.md,
  margin: 0,
});

/** One figure of `facts`: its <dt> and <dd>. */
export const fact = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const factLabel = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const factValue = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

/** A `facts` value that is an amount: larger, bold, with figures that line up. */
export const factAmount = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});
