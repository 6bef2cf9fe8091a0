import { style, styleVariants } from '@vanilla-extract/css';
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

export const content = style({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: vars.space.md,
  rowGap: vars.space.sm,
  inlineSize: `min(${vars.component.dialog.width}, 100%)`,
  padding: vars.space.xl,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.overlay,
  outline: 'none',
});

export const icon = style({
  gridRow: 'span 2',
  inlineSize: vars.component.control.height.sm,
  blockSize: vars.component.control.height.sm,
});

export const tone = styleVariants({
  warning: { color: vars.color.feedback.warning },
  danger: { color: vars.color.feedback.danger },
  info: { color: vars.color.feedback.info },
  success: { color: vars.color.feedback.success },
});

export const title = style({
  margin: 0,
  alignSelf: 'center',
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const message = style({
  margin: 0,
  color: vars.color.text.secondary,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space.sm,
  marginBlockStart: vars.space.md,
});
