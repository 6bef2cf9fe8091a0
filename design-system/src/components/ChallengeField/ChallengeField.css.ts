import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * The widget's box: the size of the hosted widgets' normal form (Turnstile and hCaptcha: 300 x 65 CSS
 * px), kept while the provider's script loads, so the form does not grow under the player's pointer.
 */
export const widget = style({
  minBlockSize: '65px',
  maxInlineSize: '100%',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
    '&[data-invalid]': {
      outline: `${vars.border.width.thin} solid ${vars.color.feedback.danger}`,
      outlineOffset: vars.border.width.thin,
    },
  },
});

/** In the widget's place when it failed: its message and a retry, in the same height. */
export const failure = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.sm,
  minBlockSize: '65px',
  paddingInline: vars.space.sm,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.sm,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});
