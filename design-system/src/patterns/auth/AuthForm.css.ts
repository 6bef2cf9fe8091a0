import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The fields of one auth form, stacked. */
export const form = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  fontFamily: vars.font.family.body,
});

/** Remember-me and the forgot-password link on one line, each at its own end. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
});

/** The links to the other auth forms under the submit button. */
export const links = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'center',
  gap: vars.space.sm,
});

/** The platform's answer to a failed submit (SPEC.md section 8), above the submit button. */
export const serverError = style({
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.width.thin} solid ${vars.color.feedback.danger}`,
  borderInlineStartWidth: vars.border.width.thick,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});
