import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const summary = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  margin: 0,
});

export const summaryRow = style({ display: 'flex', justifyContent: 'space-between', gap: vars.space.md });

export const summaryName = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const summaryValue = style({
  margin: 0,
  fontWeight: vars.font.weight.bold,
  fontVariantNumeric: 'tabular-nums',
  textAlign: 'end',
  overflowWrap: 'anywhere',
});

const noticeBase = style({
  padding: vars.space.md,
  borderRadius: vars.radius.md,
  borderInlineStart: `${vars.border.width.thick} solid`,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  overflowWrap: 'anywhere',
});

export const notice = styleVariants({
  danger: [noticeBase, { borderInlineStartColor: vars.color.feedback.danger }],
  success: [noticeBase, { borderInlineStartColor: vars.color.feedback.success }],
});

/** A form inside a dialog: fields one under another. */
export const form = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** The reward or the figure the dialog is about, beside its picture. */
export const subject = style({ display: 'flex', alignItems: 'center', gap: vars.space.md });

export const subjectText = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs, minInlineSize: 0 });

export const subjectName = style({ margin: 0, fontWeight: vars.font.weight.bold, overflowWrap: 'anywhere' });

export const subjectLine = style({ margin: 0, fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const thumb = style({ flexShrink: 0, inlineSize: `calc(${vars.component.control.height.lg} * 2)` });

export const icon = style({ inlineSize: '1em', blockSize: '1em' });
