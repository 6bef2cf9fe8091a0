import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const scroller = style([
  focusRing,
  {
    inlineSize: '100%',
    overflowX: 'auto',
    border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.base,
  },
]);

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  // Every digit as wide as the others: a column of dates or times keeps its width from one day to
  // the next, so the table does not shift when only the figures change.
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
});

export const caption = style({
  padding: vars.space.md,
  textAlign: 'start',
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const cell = recipe({
  base: {
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    verticalAlign: 'middle',
    // A long unbroken value (an order number, a URL) breaks only when it cannot fit, and words never
    // do: 'anywhere' also let the table's auto layout shrink a column below its longest word, which
    // split 'Pagado' into 'Pagad' and 'o'. A table wider than its box scrolls sideways instead.
    overflowWrap: 'break-word',
  },
  variants: {
    align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } },
    // Amounts and counts line up digit under digit and never wrap mid-number.
    numeric: { true: { fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }, false: {} },
    head: {
      true: {
        backgroundColor: vars.color.surface.raised,
        color: vars.color.text.secondary,
        fontWeight: vars.font.weight.bold,
        whiteSpace: 'nowrap',
      },
      false: {},
    },
  },
  defaultVariants: { align: 'start', numeric: false, head: false },
});

export const row = style({
  selectors: { 'tbody > &:hover': { backgroundColor: vars.color.surface.raised } },
});

export const totals = style({ fontWeight: vars.font.weight.bold, backgroundColor: vars.color.surface.raised });

export const sortButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    borderRadius: vars.radius.sm,
    selectors: { '&:hover': { color: vars.color.text.primary } },
  },
]);

export const sortIcon = style({ inlineSize: '0.9em', blockSize: '0.9em', flexShrink: 0 });

export const state = style({ padding: 0 });
