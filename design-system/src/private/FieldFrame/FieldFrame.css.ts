import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The label, hint and error around a control: shared by every field of the forms area. */
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  minInlineSize: 0,
  fontFamily: vars.font.family.body,
});

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const requiredMark = style({
  color: vars.color.feedback.danger,
  marginInlineStart: vars.space.xxs,
});

export const hint = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

/**
 * The visible box. The focus ring is drawn here, with the tokens of `focusRing`, when the input
 * inside has keyboard focus, so it surrounds the end adornment too; the adornment's own buttons
 * keep their own ring.
 */
export const control = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minBlockSize: vars.component.control.height.md,
  paddingInlineEnd: vars.space.xs,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  transitionProperty: 'border-color',
  transitionDuration: vars.duration.fast,
  selectors: {
    '&:hover:not([data-disabled])': { borderColor: vars.color.accent.base },
    '&:has(:is(input, textarea):focus-visible)': {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
    '&[data-invalid]': { borderColor: vars.color.feedback.danger },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
  '@media': {
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const input = style({
  flex: 1,
  minInlineSize: 0,
  alignSelf: 'stretch',
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  border: 'none',
  background: 'transparent',
  color: 'inherit',
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  outline: 'none',
  selectors: {
    '&::placeholder': { color: vars.color.text.secondary, opacity: 1 },
    '&:disabled': { cursor: 'not-allowed' },
  },
});

export const start = style({
  display: 'flex',
  alignItems: 'center',
  flexShrink: 0,
  paddingInlineStart: vars.space.xs,
});

export const end = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.xs,
  flexShrink: 0,
});
