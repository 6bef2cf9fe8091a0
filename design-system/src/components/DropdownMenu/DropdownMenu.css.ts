import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const content = style({
  zIndex: vars.zIndex.dropdown,
  minInlineSize: vars.component.menu.minWidth,
  maxInlineSize: '100vw',
  padding: vars.space.xs,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
});

export const header = style({
  paddingBlock: vars.space.sm,
  paddingInline: vars.space.md,
  marginBlockEnd: vars.space.xs,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

// Radix moves focus to items itself and marks the focused one with data-highlighted.
export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.component.control.height.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.sm,
  cursor: 'pointer',
  outline: 'none',
  userSelect: 'none',
  selectors: {
    '&[data-highlighted]': {
      backgroundColor: vars.color.surface.raised,
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: `calc(-1 * ${vars.border.width.thick})`,
    },
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    '&[data-tone="danger"]': { color: vars.color.feedback.danger },
  },
});

export const icon = style({
  display: 'inline-flex',
  inlineSize: '1.25em',
  blockSize: '1.25em',
  flexShrink: 0,
});

export const separator = style({
  blockSize: vars.border.width.thin,
  marginBlock: vars.space.xs,
  backgroundColor: vars.color.border.subtle,
});
