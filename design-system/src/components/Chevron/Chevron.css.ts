import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Turns over when the control it sits in is expanded.
export const chevron = style({
  inlineSize: vars.font.size.xs,
  blockSize: vars.font.size.xs,
  transitionProperty: 'transform',
  transitionDuration: vars.duration.fast,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
  '@media': { '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' } },
});
