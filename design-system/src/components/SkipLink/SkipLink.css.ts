import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Off screen until focused by the keyboard, then above everything at the start of the page.
export const root = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  zIndex: vars.zIndex.toast,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.accent.base,
  color: vars.color.text.onAccent,
  fontWeight: vars.font.weight.bold,
  textDecoration: 'none',
  transform: 'translateY(-200%)',
  selectors: {
    '&:focus': { transform: 'none', outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}` },
  },
});
