import { createVar, fallbackVar, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

/** Set by a host that needs its items tighter (TopNav, when the row is narrow). */
export const triggerPadding = createVar();
export const triggerFontSize = createVar();

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    minBlockSize: vars.component.control.height.md,
    paddingInline: fallbackVar(triggerPadding, vars.space.sm),
    border: 'none',
    borderRadius: vars.radius.md,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: fallbackVar(triggerFontSize, vars.font.size.sm),
    fontWeight: vars.font.weight.bold,
    textDecoration: 'none',
    textTransform: 'uppercase',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover, &[aria-expanded="true"]': {
        color: vars.color.text.primary,
        backgroundColor: vars.color.surface.raised,
      },
      '&[aria-current="page"]': {
        color: vars.color.text.primary,
        boxShadow: `inset 0 calc(-1 * ${vars.border.width.thick}) 0 ${vars.color.accent.base}`,
      },
    },
  },
]);

export const panel = style({
  zIndex: vars.zIndex.dropdown,
  padding: vars.space.md,
  backgroundColor: vars.color.surface.overlay,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space.xs,
  inlineSize: vars.component.vendorMenu.width,
  maxInlineSize: 'calc(100vw - 2rem)',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: {
    '&[data-size="large"]': {
      gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
      inlineSize: vars.component.vendorMenu.wideWidth,
    },
  },
});

export const tile = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: vars.component.control.height.lg,
    paddingInline: vars.space.sm,
    border: `${vars.border.width.thin} solid transparent`,
    borderRadius: vars.radius.md,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: { '&:hover': { borderColor: vars.color.accent.base } },
  },
]);

export const logo = style({
  inlineSize: vars.component.control.height.sm,
  blockSize: vars.component.control.height.sm,
  flexShrink: 0,
  objectFit: 'contain',
});

export const name = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });
