import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.component.control.height.lg} * 4), 1fr))`,
  gap: vars.space.sm,
});

export const card = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.md,
    padding: vars.space.md,
    borderRadius: vars.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    textAlign: 'start',
    cursor: 'pointer',
    transitionProperty: 'border-color, background-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.accent.base },
      '&[data-state="checked"]': {
        borderColor: vars.color.accent.base,
        backgroundColor: vars.color.accent.subtle,
        boxShadow: `inset 0 0 0 ${vars.border.width.thin} ${vars.color.accent.base}`,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
]);

export const icon = style({
  inlineSize: vars.font.size.xxl,
  blockSize: vars.font.size.xxl,
  flexShrink: 0,
  color: vars.color.accent.base,
  selectors: { [`${card}[data-state="checked"] &`]: { color: vars.color.text.primary } },
});

export const text = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const name = style({ fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const limits = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
  selectors: { [`${card}[data-state="checked"] &`]: { color: vars.color.text.primary } },
});

export const placeholder = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});
