import { style } from '@vanilla-extract/css';
import { raisedCard, stackedList } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

export const list = stackedList;

export const row = style([
  raisedCard,
  {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    // An issued reward waits for the player: its edge says so beside the badge and the button.
    selectors: {
      '&[data-state="ISSUED"]': { borderInlineStart: `${vars.border.width.thick} solid ${vars.color.accent.base}` },
    },
  },
]);

export const main = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const side = style({ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: vars.space.sm });

export const amount = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
});

export const placeholder = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm });
