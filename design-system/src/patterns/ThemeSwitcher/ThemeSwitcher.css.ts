import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'inline-flex',
  padding: vars.space.xxs,
  gap: vars.space.xxs,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
});

export const option = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.component.control.height.sm,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    transitionProperty: 'background-color, color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&:hover:not([data-state="checked"])': { backgroundColor: vars.color.surface.raised },
      '&[data-state="checked"]': {
        backgroundColor: vars.color.accent.base,
        color: vars.color.text.onAccent,
        fontWeight: vars.font.weight.bold,
      },
    },
    '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
  },
]);

export const icon = style({ inlineSize: '1.1em', blockSize: '1.1em', flexShrink: 0 });
