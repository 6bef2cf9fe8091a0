import { style, styleVariants } from '@vanilla-extract/css';
import { pill } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

// The word sits on the sunken surface in the primary text colour (a contrast pair of the contract);
// the tone colours only the dot, a non-text cue beside the word.
export const root = style([
  pill,
  { display: 'inline-flex', alignItems: 'center', gap: vars.space.xs, whiteSpace: 'nowrap' },
]);

export const dot = style({
  flexShrink: 0,
  inlineSize: vars.space.xs,
  blockSize: vars.space.xs,
  borderRadius: vars.radius.full,
});

export const dotTone = styleVariants({
  success: { backgroundColor: vars.color.feedback.success },
  warning: { backgroundColor: vars.color.feedback.warning },
  danger: { backgroundColor: vars.color.feedback.danger },
  info: { backgroundColor: vars.color.feedback.info },
  neutral: { backgroundColor: vars.color.text.muted },
});
