import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(auto, max-content) minmax(0, 1fr) auto',
  alignItems: 'center',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.font.size.sm,
});

/** Each item spans a row of the list's grid (subgrid): labels, bars and values line up in columns. */
export const item = style({
  display: 'grid',
  gridColumn: '1 / -1',
  gridTemplateColumns: 'subgrid',
  alignItems: 'center',
});

export const label = style({ color: vars.color.text.primary, overflowWrap: 'anywhere' });

export const track = style({
  position: 'relative',
  blockSize: vars.space.md,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const zero = style({
  position: 'absolute',
  insetBlock: `calc(-1 * ${vars.space.xxs})`,
  inlineSize: vars.border.width.thin,
  backgroundColor: vars.color.border.strong,
});

export const bar = style({
  position: 'absolute',
  insetBlock: 0,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.accent.base,
});

export const gain = style({ backgroundColor: vars.color.feedback.success });
export const loss = style({ backgroundColor: vars.color.feedback.danger });

export const value = style({
  textAlign: 'end',
  fontWeight: vars.font.weight.medium,
  fontVariantNumeric: 'tabular-nums',
  color: vars.color.text.primary,
  whiteSpace: 'nowrap',
});

export const share = style({ color: vars.color.text.secondary, fontWeight: vars.font.weight.regular });
