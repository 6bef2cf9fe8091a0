import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

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
      sm: { inlineSize: vars.component.control.height.sm, blockSize: vars.component.control.height.sm },
      md: { inlineSize: vars.component.control.height.md, blockSize: vars.component.control.height.md },
      lg: {
        inlineSize: `calc(${vars.component.control.height.lg} * 1.5)`,
        blockSize: `calc(${vars.component.control.height.lg} * 1.5)`,
      },
    },
  },
  defaultVariants: { size: 'md' },
});
