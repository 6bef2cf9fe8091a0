import { createVar, fallbackVar, keyframes, style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Optional size set by the `width` and `height` props; each shape has its own default. */
export const widthVar = createVar();
export const heightVar = createVar();

const shimmer = keyframes({ '0%': { opacity: 1 }, '50%': { opacity: vars.opacity.shimmer }, '100%': { opacity: 1 } });

export const lines = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, inlineSize: '100%' });

export const root = recipe({
  base: {
    display: 'block',
    flexShrink: 0,
    backgroundColor: vars.color.surface.sunken,
    border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    animation: `${shimmer} calc(${vars.duration.slow} * 4) ease-in-out infinite`,
    '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
  },
  variants: {
    variant: {
      text: {
        inlineSize: fallbackVar(widthVar, '100%'),
        blockSize: fallbackVar(heightVar, '1em'),
        borderRadius: vars.radius.sm,
      },
      rect: {
        inlineSize: fallbackVar(widthVar, '100%'),
        blockSize: fallbackVar(heightVar, vars.component.control.height.lg),
        borderRadius: vars.radius.md,
      },
      circle: {
        inlineSize: fallbackVar(widthVar, vars.component.control.height.md),
        blockSize: fallbackVar(heightVar, vars.component.control.height.md),
        borderRadius: vars.radius.full,
      },
    },
    // The last line of a paragraph is shorter, so a block of lines reads as text.
    last: { true: { inlineSize: `calc(${fallbackVar(widthVar, '100%')} * 0.6)` }, false: {} },
  },
  defaultVariants: { variant: 'text', last: false },
});
