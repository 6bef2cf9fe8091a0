import { keyframes, style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const viewport = style({
  position: 'fixed',
  insetBlockStart: 0,
  insetInlineEnd: 0,
  zIndex: vars.zIndex.toast,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  inlineSize: `min(${vars.component.toast.width}, 100vw)`,
  margin: 0,
  padding: vars.space.lg,
  listStyle: 'none',
  outline: 'none',
});

const enter = keyframes({ from: { opacity: 0, transform: 'translateY(-25%)' }, to: { opacity: 1, transform: 'none' } });

export const root = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  alignItems: 'start',
  columnGap: vars.space.sm,
  rowGap: vars.space.xxs,
  padding: vars.space.md,
  paddingInlineStart: vars.space.lg,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderInlineStartWidth: vars.border.width.thick,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  animationName: enter,
  animationDuration: vars.duration.normal,
  selectors: {
    '&[data-swipe="move"]': { transform: 'translateX(var(--radix-toast-swipe-move-x))' },
  },
  '@media': { '(prefers-reduced-motion: reduce)': { animationName: 'none' } },
});

export const tone = styleVariants({
  success: { borderInlineStartColor: vars.color.feedback.success },
  danger: { borderInlineStartColor: vars.color.feedback.danger },
  info: { borderInlineStartColor: vars.color.feedback.info },
  warning: { borderInlineStartColor: vars.color.feedback.warning },
});

export const title = style({
  gridColumn: 1,
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontSize: vars.font.size.md,
  overflowWrap: 'anywhere',
});

export const description = style({
  gridColumn: 1,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const close = style([
  focusRing,
  {
    gridColumn: 2,
    gridRow: '1 / span 2',
    display: 'inline-flex',
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: { '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.raised } },
  },
]);

export const closeIcon = style({ inlineSize: vars.font.size.md, blockSize: vars.font.size.md });
