import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const extras = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  paddingInline: vars.space.sm,
  paddingBlockStart: vars.space.md,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const heading = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
});

export const codes = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.md });

export const code = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  fontSize: vars.font.size.sm,
});

export const social = style({ display: 'flex', gap: vars.space.sm, margin: 0, padding: 0, listStyle: 'none' });

export const socialLink = style([
  focusRing,
  {
    display: 'inline-flex',
    inlineSize: vars.component.control.height.sm,
    blockSize: vars.component.control.height.sm,
    padding: vars.space.xs,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.primary,
    selectors: { '&:hover': { backgroundColor: vars.color.accent.subtle } },
  },
]);

export const svg = style({ inlineSize: '100%', blockSize: '100%' });
