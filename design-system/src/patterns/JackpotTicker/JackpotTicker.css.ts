import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
});

// The grand pool spans the row; the other three share the next one.
export const pools = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: vars.space.md,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const pool = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.base,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  textAlign: 'center',
  selectors: {
    '&[data-tier="GRAND"]': {
      gridColumn: '1 / -1',
      paddingBlock: vars.space.xl,
      borderColor: vars.color.accent.base,
      borderWidth: vars.border.width.thick,
    },
  },
});

export const tier = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  letterSpacing: vars.border.width.thin,
});

export const amount = style({
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
  selectors: { [`${pool}[data-tier="GRAND"] &`]: { fontSize: vars.font.size.xxxl } },
});

export const lastWin = style({ color: vars.color.text.secondary, fontSize: vars.font.size.xs });

export const placeholder = style({
  minBlockSize: `calc(${vars.font.size.xl} * 4)`,
  backgroundColor: vars.color.surface.sunken,
});
