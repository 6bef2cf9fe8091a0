// Layout glue of the money pages (ARCHITECTURE.md: the app holds no look of its own beyond layout).
import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

/** A form beside its help (the deposit tutorial), stacked when narrow. */
export const split = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 22rem), 1fr))',
  alignItems: 'start',
  gap: vars.space.xl,
});

/** A form's fields, one under the other, not wider than reads well. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  maxInlineSize: '40rem',
});

/** From and To with the swap button between them. */
export const walletPair = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto 1fr',
  alignItems: 'end',
  gap: vars.space.sm,
});

/** Cards one under the other. */
export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

/** A form's buttons in a row. */
export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
