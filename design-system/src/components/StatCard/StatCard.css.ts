import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const value = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
  overflowWrap: 'anywhere',
});

export const hint = style({ fontSize: vars.font.size.xs, color: vars.color.text.secondary, overflowWrap: 'anywhere' });

export const icon = style({
  display: 'flex',
  inlineSize: vars.component.control.height.sm,
  blockSize: vars.component.control.height.sm,
  color: vars.color.accent.base,
});

export const trend = recipe({
  base: { display: 'inline-flex', inlineSize: '0.8em', blockSize: '0.8em', flexShrink: 0 },
  variants: {
    trend: {
      up: { color: vars.color.feedback.success },
      down: { color: vars.color.feedback.danger },
      flat: { color: vars.color.text.secondary },
    },
  },
});
