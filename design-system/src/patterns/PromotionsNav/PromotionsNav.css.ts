import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const list = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const link = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    minBlockSize: vars.component.control.height.sm,
    paddingInline: vars.space.md,
    borderRadius: vars.radius.full,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    textDecoration: 'none',
    selectors: {
      '&:hover': { borderColor: vars.color.accent.base },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.base,
        borderColor: vars.color.accent.base,
        color: vars.color.text.onAccent,
      },
    },
  },
]);
