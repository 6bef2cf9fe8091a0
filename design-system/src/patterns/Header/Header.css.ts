import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

// Two rows: logo and the session's actions, then the navigation across the full width. A site with
// ten product lines and a logged-in player's actions do not fit one row of a desktop window.
export const root = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: vars.space.lg,
  rowGap: vars.space.xs,
  minBlockSize: `calc(${vars.component.control.height.lg} + 2 * ${vars.space.sm})`,
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const logo = style({ display: 'flex', alignItems: 'center', flexShrink: 0 });

export const nav = style({ order: 1, flexBasis: '100%', minInlineSize: 0 });

// On a narrow screen (a phone, the side menu a rail) the actions wrap onto more rows rather than
// run past the window's edge: a page wider than the screen scrolled sideways, and a popup's scroll
// lock then made up for the overflow as if it were a scroll bar, shifting the page by 35 px
// (Lighthouse's mobile preset: CLS 0.14).
export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  alignItems: 'center',
  gap: vars.space.sm,
  minInlineSize: 0,
  marginInlineStart: 'auto',
});

export const iconButton = style({ position: 'relative' });

// The unread count sits on the icon's corner.
export const badge = style({ position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0 });

export const svg = style({ inlineSize: '100%', blockSize: '100%' });

export const account = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.sm,
    maxInlineSize: vars.size.chipMaxWidth,
    paddingBlock: vars.space.xxs,
    paddingInlineStart: vars.space.xxs,
    paddingInlineEnd: vars.space.sm,
    border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    selectors: { '&:hover, &[data-state="open"]': { borderColor: vars.color.accent.base } },
  },
]);

export const accountName = style({
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const menuHeader = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.xxs,
});

export const menuName = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const menuId = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontFamily: vars.font.family.mono,
  fontSize: vars.font.size.sm,
});
