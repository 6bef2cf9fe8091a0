import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: { display: 'flex', alignItems: 'center', justifyContent: 'center', color: vars.color.accent.base },
  variants: {
    fullPage: {
      true: {
        position: 'fixed',
        inset: 0,
        zIndex: vars.zIndex.modal,
        backgroundColor: vars.color.scrim,
      },
      false: { padding: vars.space.lg, inlineSize: '100%' },
    },
  },
  defaultVariants: { fullPage: false },
});
