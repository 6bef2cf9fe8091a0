import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md });

/** Progress, beside the buttons: a live region that is always there, empty while idle. */
export const status = style({ flex: 1, color: vars.color.text.secondary, fontSize: vars.font.size.sm });

/** The failure of a send: danger text on the surface the form sits on (a contrast pair of the contract). */
export const error = style({
  padding: vars.space.sm,
  borderRadius: vars.radius.md,
  border: `${vars.border.width.thin} solid ${vars.color.feedback.danger}`,
  backgroundColor: vars.color.surface.base,
  color: vars.color.feedback.danger,
  fontSize: vars.font.size.sm,
});

export const actions = style({ display: 'flex', alignItems: 'center', gap: vars.space.sm });
