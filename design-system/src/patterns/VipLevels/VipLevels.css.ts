import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const scroller = style({
  overflowX: 'auto',
  borderRadius: vars.radius.md,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.raised,
  ':focus-visible': { outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
});

export const table = style({
  inlineSize: '100%',
  borderCollapse: 'collapse',
  fontSize: vars.font.size.sm,
  color: vars.color.text.primary,
});

const cellBase = {
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.sm,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  verticalAlign: 'middle',
} as const;

export const head = recipe({
  base: {
    ...cellBase,
    color: vars.color.text.secondary,
    fontWeight: vars.font.weight.bold,
    fontSize: vars.font.size.xs,
    // Two-word headings wrap, so that the nine columns fit the member centre's page at 1440.
    whiteSpace: 'normal',
    verticalAlign: 'bottom',
    backgroundColor: vars.color.surface.sunken,
  },
  variants: { align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } } },
});

export const cell = recipe({
  base: { ...cellBase, fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' },
  variants: { align: { start: { textAlign: 'start' }, end: { textAlign: 'end' } } },
});

/** The player's row: a band of the accent's subtle tint... */
export const row = recipe({
  variants: { current: { true: { backgroundColor: vars.color.accent.subtle }, false: {} } },
});

/** ...and a bar at its start edge (either side, with the reading direction). */
export const levelCell = recipe({
  base: {
    ...cellBase,
    textAlign: 'start',
    fontWeight: vars.font.weight.regular,
    borderInlineStart: `${vars.border.width.thick} solid transparent`,
  },
  variants: { current: { true: { borderInlineStartColor: vars.color.accent.base }, false: {} } },
});

export const levelName = style({
  display: 'inline-flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const yours = style({
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

export const detail = style({ display: 'block', color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const yes = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  fontWeight: vars.font.weight.bold,
});

export const no = style({ color: vars.color.text.secondary });
