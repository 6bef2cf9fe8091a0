import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });

export const symbol = style({
  paddingInlineStart: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.medium,
});

export const quick = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  border: 'none',
  minInlineSize: 0,
});

export const chip = style([
  focusRing,
  {
    minBlockSize: vars.component.control.height.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    transitionProperty: 'background-color, border-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover:not(:disabled)': { borderColor: vars.color.accent.base },
      '&[aria-pressed="true"]': {
        backgroundColor: vars.color.accent.base,
        borderColor: vars.color.accent.base,
        color: vars.color.text.onAccent,
        fontWeight: vars.font.weight.bold,
      },
      '&:disabled': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
]);
