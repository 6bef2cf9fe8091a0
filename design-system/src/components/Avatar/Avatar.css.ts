import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** Each size's side; the loading placeholders of a card with an avatar take the same room. */
export const side = {
  sm: vars.component.control.height.sm,
  md: vars.component.control.height.md,
  lg: `calc(${vars.component.control.height.lg} * 1.5)`,
} as const;

export const root = recipe({
  base: {
    display: 'inline-block',
    flexShrink: 0,
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.sunken,
    color: vars.color.text.secondary,
    objectFit: 'cover',
  },
  variants: {
    size: {
      sm: { inlineSize: side.sm, blockSize: side.sm },
      md: { inlineSize: side.md, blockSize: side.md },
      lg: { inlineSize: side.lg, blockSize: side.lg },
    },
  },
  defaultVariants: { size: 'md' },
});
