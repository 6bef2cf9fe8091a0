import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'block',
    maxInlineSize: '100%',
    // With width and height attributes, auto keeps the aspect ratio, so the box is reserved before load.
    blockSize: 'auto',
    backgroundColor: vars.color.surface.sunken,
  },
  variants: {
    fit: { cover: { objectFit: 'cover' }, contain: { objectFit: 'contain' } },
    radius: {
      none: { borderRadius: vars.radius.none },
      sm: { borderRadius: vars.radius.sm },
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
      full: { borderRadius: vars.radius.full },
    },
  },
  defaultVariants: { fit: 'cover', radius: 'none' },
});

export const placeholder = style({ color: vars.color.text.muted });
