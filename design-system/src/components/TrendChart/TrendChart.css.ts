import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The value axis beside the plot, the plot, and the days under it. */
export const chart = style({
  display: 'grid',
  gridTemplateColumns: 'auto minmax(0, 1fr)',
  gridTemplateAreas: '"values plot" ". days"',
  columnGap: vars.space.sm,
  rowGap: vars.space.xs,
  fontSize: vars.font.size.xs,
  lineHeight: vars.font.lineHeight.normal,
  color: vars.color.text.secondary,
  fontVariantNumeric: 'tabular-nums',
});

// A little room at the inline start: a label flush with the figure's edge lost a pixel to rounding.
export const values = style({
  gridArea: 'values',
  position: 'relative',
  paddingInlineStart: vars.space.xxs,
  textAlign: 'end',
});

/** Every value label again, invisible and flat: the widest gives the value axis its width. */
export const sizer = style({ display: 'block', visibility: 'hidden', blockSize: 0, whiteSpace: 'nowrap' });

export const valueTick = style({
  position: 'absolute',
  insetInlineEnd: 0,
  transform: 'translateY(-50%)',
  whiteSpace: 'nowrap',
});

export const plot = style({
  gridArea: 'plot',
  position: 'relative',
  blockSize: vars.size.placeholderMinHeight,
  minInlineSize: 0,
});

export const svg = style({ display: 'block', overflow: 'visible', touchAction: 'pan-y' });

export const days = style({
  gridArea: 'days',
  position: 'relative',
  blockSize: `calc(${vars.font.size.xs} * ${vars.font.lineHeight.normal})`,
});

export const dayTick = style({ position: 'absolute', insetBlockStart: 0, whiteSpace: 'nowrap' });

export const grid = style({ stroke: vars.color.border.subtle, strokeWidth: vars.border.width.thin });

export const baseline = style({ stroke: vars.color.border.strong, strokeWidth: vars.border.width.thin });

/** One day: focusable (roving), its label read by assistive technology. */
export const point = style({ outline: 'none' });

export const bar = style({
  fill: vars.color.accent.base,
  selectors: { [`${point}[data-active] &`]: { fill: vars.color.accent.hover } },
});

export const gain = style({ fill: vars.color.feedback.success });
export const loss = style({ fill: vars.color.feedback.danger });

export const line = style({
  fill: 'none',
  stroke: vars.color.accent.base,
  strokeWidth: vars.border.width.thick,
  strokeLinejoin: 'round',
  strokeLinecap: 'round',
});

export const area = style({ fill: vars.color.accent.subtle, stroke: 'none' });

/** The day's dot on a line, and a guide down to the axis: only for the active day. */
export const dot = style({
  fill: vars.color.accent.base,
  stroke: vars.color.surface.raised,
  strokeWidth: vars.border.width.thick,
  visibility: 'hidden',
  selectors: { [`${point}[data-active] &`]: { visibility: 'visible' } },
});

export const guide = style({
  stroke: vars.color.border.strong,
  strokeWidth: vars.border.width.thin,
  strokeDasharray: `${vars.border.width.thick} ${vars.border.width.thick}`,
  visibility: 'hidden',
  selectors: { [`${point}[data-active] &`]: { visibility: 'visible' } },
});

/** The focus ring of the design system (theme/focus.css.ts), drawn around the focused day's column. */
export const ring = style({
  fill: 'none',
  stroke: vars.color.focus.ring,
  strokeWidth: vars.border.width.thick,
  visibility: 'hidden',
  selectors: { [`${point}:focus-visible &`]: { visibility: 'visible' } },
});

export const tooltip = style({
  position: 'absolute',
  insetBlockStart: 0,
  zIndex: 1,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.overlay,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text.secondary,
  whiteSpace: 'nowrap',
  pointerEvents: 'none',
});

export const tooltipValue = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});
