import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.md,
});

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.xs,
});

/** The actions sit at the bottom of every card, whatever the title's length. */
export const footer = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.sm });

/** The state's sentence above, its buttons below. */
export const action = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

/** The main action first, the secondary one at the far end; they wrap rather than overlap. */
export const buttons = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  selectors: { '&:empty': { display: 'none' } },
});

globalStyle(`${buttons} > :last-child:not(:first-child)`, { marginInlineStart: 'auto' });
