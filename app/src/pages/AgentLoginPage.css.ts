import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// The agent login's form at the width of the site's auth popups, centred in the agent layout.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: `min(${vars.component.modal.width}, 100%)`,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
});
