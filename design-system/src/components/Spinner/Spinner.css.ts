import { keyframes } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const spin = keyframes({ to: { transform: 'rotate(1turn)' } });

export const root = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    borderStyle: 'solid',
    borderColor: 'currentColor',
    borderBlockStartColor: 'transparent',
    animation: `${spin} calc(${vars.duration.slow} * 2.5) linear infinite`,
    '@media': {
      // Reduced motion: a slower turn still says "busy" without the fast motion.
      '(prefers-reduced-motion: reduce)': { animationDuration: `calc(${vars.duration.slow} * 8)` },
    },
  },
  variants: {
    size: {
      sm: { inlineSize: vars.font.size.sm, blockSize: vars.font.size.sm, borderWidth: vars.border.width.thick },
      md: { inlineSize: vars.font.size.xl, blockSize: vars.font.size.xl, borderWidth: vars.border.width.thick },
      lg: { inlineSize: vars.font.size.xxxl, blockSize: vars.font.size.xxxl, borderWidth: vars.border.width.thick },
    },
  },
  defaultVariants: { size: 'md' },
});
