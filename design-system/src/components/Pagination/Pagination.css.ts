import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const button = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    minInlineSize: vars.component.control.height.sm,
    minBlockSize: vars.component.control.height.sm,
    paddingInline: vars.space.xs,
    border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([aria-disabled="true"]):not([aria-current="page"])': { borderColor: vars.color.accent.base },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.base,
        borderColor: vars.color.accent.base,
        color: vars.color.text.onAccent,
        fontWeight: vars.font.weight.bold,
        cursor: 'default',
      },
      '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
  },
]);

export const gap = style({
  minInlineSize: vars.component.control.height.sm,
  textAlign: 'center',
  color: vars.color.text.secondary,
});

// Arrows point along the reading direction, so they flip right to left.
export const arrow = style({
  inlineSize: vars.font.size.md,
  blockSize: vars.font.size.md,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});
