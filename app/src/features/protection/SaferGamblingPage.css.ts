// Layout glue of the safer-gambling page (ARCHITECTURE.md: the app has layout glue only).
import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

/** The self-assessment's statements: a fieldset without the browser's frame, its legend as a label. */
export const questions = style({
  margin: 0,
  padding: 0,
  border: 0,
  minInlineSize: 0,
});

export const legend = style({
  padding: 0,
  marginBlockEnd: vars.space.sm,
  fontWeight: vars.font.weight.medium,
});
