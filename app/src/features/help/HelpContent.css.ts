import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const layout = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
});

export const contentsNav = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
});

export const contents = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.xs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const contentsLink = style({
  display: 'inline-flex',
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  color: vars.color.text.link,
  fontSize: vars.font.size.sm,
  textDecoration: 'none',
  selectors: {
    '&:hover': { borderColor: vars.color.accent.base },
    '&:focus-visible': {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.space.xxs,
    },
  },
});

export const section = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  // Room above a section scrolled to by its anchor.
  scrollMarginBlockStart: vars.space.lg,
});
