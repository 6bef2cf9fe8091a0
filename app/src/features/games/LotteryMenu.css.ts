import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const group = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const games = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.space.xxl} * 4), 1fr))`,
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const game = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  textDecoration: 'none',
  selectors: {
    '&:hover': { backgroundColor: vars.color.surface.raised },
    '&[aria-current="page"]': { backgroundColor: vars.color.accent.subtle },
    '&:focus-visible': {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thin,
    },
  },
});
