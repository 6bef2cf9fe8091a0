import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  inlineSize: vars.layout.sideMenuWidth,
  blockSize: '100%',
  padding: vars.space.sm,
  overflowY: 'auto',
  backgroundColor: vars.color.surface.raised,
  borderInlineEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  transitionProperty: 'inline-size',
  transitionDuration: vars.duration.normal,
  selectors: {
    '&[data-collapsed="true"]': {
      inlineSize: `calc(${vars.component.control.height.md} + 2 * ${vars.space.sm})`,
      overflowX: 'hidden',
    },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});

export const toggle = style([
  focusRing,
  {
    alignSelf: 'flex-end',
    // The menu is a column that scrolls: when its items overflow, a shrinkable toggle gave way first
    // (40 x 20 px, under the 24 px of a target; and 40 px until the page had measured the header,
    // then 20: a layout shift of 0.0017 on a phone).
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.component.control.height.md,
    blockSize: vars.component.control.height.md,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.sunken } },
  },
]);

export const toggleIcon = style({
  inlineSize: vars.font.size.lg,
  blockSize: vars.font.size.lg,
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

// In the rail the section titles are hidden: a rule between sections keeps the groups apart
// (actions, member pages, games, service), so that a column of icons still reads as its groups.
export const section = style({
  selectors: {
    '[data-collapsed="true"] & + &': {
      marginBlockStart: vars.space.sm,
      paddingBlockStart: vars.space.sm,
      borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    },
  },
});

export const sectionTitle = style({
  margin: 0,
  paddingInline: vars.space.sm,
  paddingBlockEnd: vars.space.xxs,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
  textTransform: 'uppercase',
  whiteSpace: 'nowrap',
});

export const list = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const item = style([
  focusRing,
  {
    position: 'relative',
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: vars.component.control.height.md,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    textAlign: 'start',
    textDecoration: 'none',
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.sunken },
      '&[aria-current="page"]': {
        backgroundColor: vars.color.accent.subtle,
        fontWeight: vars.font.weight.bold,
        boxShadow: `inset ${vars.border.width.thick} 0 0 ${vars.color.accent.base}`,
      },
      '[dir="rtl"] &[aria-current="page"]': {
        boxShadow: `inset calc(-1 * ${vars.border.width.thick}) 0 0 ${vars.color.accent.base}`,
      },
    },
  },
]);

export const icon = style({
  display: 'inline-flex',
  inlineSize: vars.font.size.xl,
  blockSize: vars.font.size.xl,
  flexShrink: 0,
});

export const label = style({
  flex: 1,
  minInlineSize: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

// Collapsed, the badge sits on the icon's corner.
export const badge = style({
  selectors: {
    '[data-collapsed="true"] &': { position: 'absolute', insetBlockStart: 0, insetInlineEnd: 0 },
  },
});

export const tooltip = style({
  zIndex: vars.zIndex.dropdown,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.inverse,
  color: vars.color.text.inverse,
  fontSize: vars.font.size.sm,
});
