import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const logo = style({
  display: 'inline-flex',
  alignItems: 'center',
  minBlockSize: vars.component.control.height.md,
  paddingInline: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.xl,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  whiteSpace: 'nowrap',
  selectors: {
    '&:focus-visible': { outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}` },
  },
});

export const preferences = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  flexShrink: 0,
});

export const menuLabel = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
});
