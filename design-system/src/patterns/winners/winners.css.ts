import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** A podium place's round mark: the first in the accent, the second inverse, the third sunken. */
const medalBase = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  borderRadius: vars.radius.full,
  fontWeight: vars.font.weight.bold,
});

/** `sm` on the home page's board, `md` (with a larger digit) on the winners page. */
export const medal = styleVariants({
  sm: [medalBase, { inlineSize: vars.component.control.height.sm, blockSize: vars.component.control.height.sm }],
  md: [
    medalBase,
    {
      inlineSize: vars.component.control.height.md,
      blockSize: vars.component.control.height.md,
      fontSize: vars.font.size.lg,
    },
  ],
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

/** An amount won: bold, with digits of one width so that amounts line up. */
export const amount = style({ fontWeight: vars.font.weight.bold, fontVariantNumeric: 'tabular-nums' });
