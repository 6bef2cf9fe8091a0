import { createVar, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** How full the bar is, 0% to 100%. */
export const filled = createVar();

export const track = recipe({
  base: {
    overflow: 'hidden',
    inlineSize: '100%',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.sunken,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  },
  variants: {
    size: {
      sm: { blockSize: vars.space.sm },
      md: { blockSize: vars.space.md },
    },
  },
});

export const bar = style({
  blockSize: '100%',
  inlineSize: filled,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.base,
  transition: `inline-size ${vars.duration.normal} ease-out`,
  '@media': { '(prefers-reduced-motion: reduce)': { transition: 'none' } },
});
