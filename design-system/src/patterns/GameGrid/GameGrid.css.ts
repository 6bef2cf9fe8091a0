import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

/** A card is never narrower than this; the columns are as many as the grid's width holds. */
export const minCardPx = 150;

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

/** The height of the rows below the ones in the page (GameGrid sets it once it has measured). */
export const rowsBelow = createVar();

/**
 * The cards, and the placeholders of a first load: as many columns as fit cards of at least
 * minCardPx (GameGrid counts them the same way, from the width and the gap the browser resolved).
 * The rows out of view are padding: above (set by GameGrid) and below, before the gap under the
 * last row.
 */
export const list = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${minCardPx}px, 1fr))`,
  gap,
  paddingBlockEnd: `calc(${fallbackVar(rowsBelow, '0px')} + ${gap})`,
  // No games (a first load, an error, an empty choice): no room either.
  selectors: { '&:empty': { paddingBlockEnd: 0 } },
});

export const footer = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
});

export const sentinel = style({ inlineSize: '100%', blockSize: vars.border.width.thin });
