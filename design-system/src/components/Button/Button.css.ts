import { style } from '@vanilla-extract/css';
import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

const filled = (background: string, hover: string, active: string, foreground: string) => ({
  backgroundColor: background,
  color: foreground,
  selectors: {
    '&:hover:not([aria-disabled="true"])': { backgroundColor: hover },
    '&:active:not([aria-disabled="true"])': { backgroundColor: active },
  },
});

/** The one declaration of a Button's variants and sizes: prop types and story controls derive from it. */
export const root = recipe({
  base: [
    focusRing,
    {
      display: 'inline-flex',
      alignItems: 'center',
      justifyContent: 'center',
      gap: vars.space.sm,
      borderRadius: vars.radius.md,
      border: `${vars.border.width.thin} solid transparent`,
      fontFamily: vars.font.family.body,
      fontWeight: vars.font.weight.bold,
      lineHeight: vars.font.lineHeight.tight,
      whiteSpace: 'nowrap',
      cursor: 'pointer',
      userSelect: 'none',
      textDecoration: 'none',
      transitionProperty: 'background-color, border-color, color',
      transitionDuration: vars.duration.fast,
      selectors: {
        '&[aria-disabled="true"]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
        '&[aria-busy="true"]': { cursor: 'progress', opacity: 1 },
      },
      '@media': {
        '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
      },
    },
  ],
  variants: {
    variant: {
      primary: filled(
        vars.color.accent.base,
        vars.color.accent.hover,
        vars.color.accent.active,
        vars.color.text.onAccent,
      ),
      secondary: {
        backgroundColor: vars.color.surface.raised,
        color: vars.color.text.primary,
        borderColor: vars.color.border.strong,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { borderColor: vars.color.accent.base },
          '&:active:not([aria-disabled="true"])': { backgroundColor: vars.color.surface.sunken },
        },
      },
      ghost: {
        backgroundColor: 'transparent',
        color: vars.color.text.primary,
        selectors: {
          '&:hover:not([aria-disabled="true"])': { backgroundColor: vars.color.surface.raised },
          '&:active:not([aria-disabled="true"])': { backgroundColor: vars.color.surface.sunken },
        },
      },
      danger: filled(
        vars.color.feedback.danger,
        vars.color.feedback.dangerHover,
        vars.color.feedback.dangerHover,
        vars.color.text.onAccent,
      ),
    },
    size: {
      sm: {
        minBlockSize: vars.component.control.height.sm,
        paddingInline: vars.space.md,
        fontSize: vars.font.size.sm,
      },
      md: {
        minBlockSize: vars.component.control.height.md,
        paddingInline: vars.space.lg,
        fontSize: vars.font.size.md,
      },
      lg: {
        minBlockSize: vars.component.control.height.lg,
        paddingInline: vars.space.xl,
        fontSize: vars.font.size.lg,
      },
    },
    fullWidth: {
      true: { inlineSize: '100%' },
      false: {},
    },
  },
  defaultVariants: { variant: 'primary', size: 'md', fullWidth: false },
});

export type ButtonVariants = NonNullable<RecipeVariants<typeof root>>;

/** The icon slot: sized to the text, never stealing a click target. */
export const icon = style({
  display: 'inline-flex',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  flexShrink: 0,
  pointerEvents: 'none',
});
