import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// The agent login's form at the width of a form alone on a page, centred in the agent layout.
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  inlineSize: `min(${vars.layout.formWidth}, 100%)`,
  marginInline: 'auto',
  paddingBlock: vars.space.xl,
});
