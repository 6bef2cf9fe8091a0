import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/**
 * A surface that stands out from the page. Padding comes from sprinkles (the spacing scale), so
 * that a pattern's own class only lays out what is inside.
 */
export const root = recipe({
  base: { color: vars.color.text.primary },
  variants: {
    /** `raised` on the page; `base` for a card inside a raised one (a podium place on its board). */
    tone: {
      raised: { backgroundColor: vars.color.surface.raised },
      base: { backgroundColor: vars.color.surface.base },
    },
    radius: {
      md: { borderRadius: vars.radius.md },
      lg: { borderRadius: vars.radius.lg },
    },
    bordered: {
      true: { border: `${vars.border.width.thin} solid ${vars.color.border.subtle}` },
      false: {},
    },
    /** A shadow under cards that are picked from a grid (promotions, gifts, articles). */
    elevated: {
      true: { boxShadow: vars.shadow.raised },
      false: {},
    },
  },
  defaultVariants: { tone: 'raised', radius: 'lg', bordered: true, elevated: false },
});

export type CardVariants = NonNullable<RecipeVariants<typeof root>>;
