import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

export const list = style({
  display: 'flex',
  gap: vars.space.xs,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  overflowX: 'auto',
});

export const trigger = style([
  focusRing,
  {
    flex: '0 0 auto',
    minBlockSize: vars.component.control.height.md,
    paddingInline: vars.space.lg,
    marginBlockEnd: `calc(-1 * ${vars.border.width.thin})`,
    border: 'none',
    borderBlockEnd: `${vars.border.width.thick} solid transparent`,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.md,
    fontWeight: vars.font.weight.medium,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    transitionProperty: 'color, border-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover:not([data-disabled])': { color: vars.color.text.primary },
      '&[data-state="active"]': {
        color: vars.color.text.primary,
        borderBlockEndColor: vars.color.accent.base,
        fontWeight: vars.font.weight.bold,
      },
      '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
]);

export const panel = style([focusRing, { borderRadius: vars.radius.sm }]);
