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
