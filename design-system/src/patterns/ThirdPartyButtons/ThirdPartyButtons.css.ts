import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
});

/** "or" between two rules, between the providers and the form they are the alternative to. */
export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    },
  },
});

/** The mark fills the button's icon slot. */
export const mark = style({
  inlineSize: '100%',
  blockSize: '100%',
});
