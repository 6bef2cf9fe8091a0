import { createVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

/** How many cards a row holds; set from the measured width. */
export const columns = createVar();

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const classifies = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.xs });

export const classify = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.component.control.height.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    selectors: {
      '&:hover': { borderColor: vars.color.accent.base },
      '&[data-state="on"]': {
        backgroundColor: vars.color.accent.base,
        borderColor: vars.color.accent.base,
        color: vars.color.text.onAccent,
      },
    },
  },
]);

export const count = style({ fontVariantNumeric: 'tabular-nums', fontWeight: vars.font.weight.regular });

/** The space between cards, across and down. */
const gap = vars.space.md;

/**
 * The rows' container. Its column gap lays nothing out (it has no columns): GameGrid reads it back
 * (getComputedStyle) to count the columns and estimate the rows with the theme's gap.
 */
export const list = style({ position: 'relative', inlineSize: '100%', columnGap: gap });

export const row = style({
  position: 'absolute',
  insetBlockStart: 0,
  insetInlineStart: 0,
  inlineSize: '100%',
  display: 'grid',
  gridTemplateColumns: `repeat(${columns}, minmax(0, 1fr))`,
  gap,
  paddingBlockEnd: gap,
});

export const placeholders = style([row, { position: 'static' }]);

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const sentinel = style({ inlineSize: '100%', blockSize: vars.border.width.thin });
