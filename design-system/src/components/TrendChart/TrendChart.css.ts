import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The value axis beside the plot, the plot, and the days under it. */
export const chart = style({
  display: 'grid',
  // The value axis has a set width (six digits of its type), not its labels' measured one: the plot's
  // width, which the drawing is measured from, then never waits on the labels' font.
  gridTemplateColumns: `calc(${vars.font.size.xs} * 6) minmax(0, 1fr)`,
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

export const svg = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  overflow: 'visible',
  touchAction: 'pan-y',
});

export const days = style({
  gridArea: 'days',
  position: 'relative',
  blockSize: `calc(${vars.font.size.xs} * ${vars.font.lineHeight.normal})`,
});

export const dayTick = style({ position: 'absolute', insetBlockStart: 0, whiteSpace: 'nowrap' });

export const grid = style({
  stroke: vars.color.border.subtle,
  strokeWidth: vars.border.width.thin,
  vectorEffect: 'non-scaling-stroke',
});

export const baseline = style({
  stroke: vars.color.border.strong,
  strokeWidth: vars.border.width.thin,
  vectorEffect: 'non-scaling-stroke',
});

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
  vectorEffect: 'non-scaling-stroke',
});

export const area = style({ fill: vars.color.accent.subtle, stroke: 'none' });

/** The day's dot on a line, and a guide down to the axis: only for the active day. */
export const dot = style({
  stroke: vars.color.accent.base,
  strokeWidth: `calc(${vars.border.width.thick} * 4)`,
  strokeLinecap: 'round',
  vectorEffect: 'non-scaling-stroke',
  visibility: 'hidden',
  selectors: { [`${point}[data-active] &`]: { visibility: 'visible' } },
});

export const guide = style({
  stroke: vars.color.border.strong,
  strokeWidth: vars.border.width.thin,
  strokeDasharray: `${vars.border.width.thick} ${vars.border.width.thick}`,
  vectorEffect: 'non-scaling-stroke',
  visibility: 'hidden',
  selectors: { [`${point}[data-active] &`]: { visibility: 'visible' } },
});

/** The focus ring of the design system (theme/focus.css.ts), drawn around the focused day's column. */
export const ring = style({
  fill: 'none',
  stroke: vars.color.focus.ring,
  strokeWidth: vars.border.width.thick,
  vectorEffect: 'non-scaling-stroke',
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
