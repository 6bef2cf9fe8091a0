import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: vars.zIndex.modal,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space.lg,
  overflowY: 'auto',
  backgroundColor: vars.color.scrim,
});

const contentBase = style({
  display: 'flex',
  flexDirection: 'column',
  maxBlockSize: `calc(100vh - 2 * ${vars.space.lg})`,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

/** Widths: `md` is the token's width (forms, notices); `lg` holds two columns (announcements). */
export const content = styleVariants({
  md: [contentBase, { inlineSize: `min(${vars.component.modal.width}, 100%)` }],
  lg: [contentBase, { inlineSize: `min(${vars.component.modal.wideWidth}, 100%)` }],
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingBlock: vars.space.md,
  paddingInlineStart: vars.space.xl,
  paddingInlineEnd: vars.space.md,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  cursor: 'grab',
  userSelect: 'none',
  // The header is the drag handle: the browser must not take the pointer for panning.
  touchAction: 'none',
  selectors: {
    '&[data-dragging="true"]': { cursor: 'grabbing' },
  },
});

export const title = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

// Focusable when it scrolls (see useOverflows), so it gets the focus ring.
export const body = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.md,
    padding: vars.space.xl,
    overflowY: 'auto',
  },
]);

export const description = style({
  margin: 0,
  color: vars.color.text.secondary,
});

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  paddingBlock: vars.space.md,
  paddingInline: vars.space.xl,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const closeIcon = style({ inlineSize: '100%', blockSize: '100%' });
