import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const tabs = style({
  display: 'flex',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const tab = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.component.control.height.md,
  paddingInline: vars.space.md,
  color: vars.color.text.secondary,
  fontWeight: vars.font.weight.medium,
  textDecoration: 'none',
  borderBlockEnd: `${vars.border.width.thick} solid transparent`,
  selectors: {
    '&:hover': { color: vars.color.text.primary },
    '&[aria-current="page"]': { color: vars.color.text.primary, borderBlockEndColor: vars.color.accent.base },
    '&:focus-visible': {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thin,
    },
  },
});
