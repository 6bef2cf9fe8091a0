import type { HTMLAttributes, OlHTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Space } from '../../theme/sprinkles.css';
import * as styles from './Card.css';

type Variant<K extends keyof styles.CardVariants> = Exclude<styles.CardVariants[K], undefined | 'true' | 'false'>;

/** The card's surfaces and corners, as the recipe declares them (story controls read these). */
export const cardTones = Object.keys(styles.root.classNames.variants.tone) as Variant<'tone'>[];
export const cardRadii = Object.keys(styles.root.classNames.variants.radius) as Variant<'radius'>[];

export type CardTone = (typeof cardTones)[number];
export type CardRadius = (typeof cardRadii)[number];

export interface CardProps
  extends Omit<HTMLAttributes<HTMLElement>, 'style'>, Pick<OlHTMLAttributes<HTMLOListElement>, 'start'> {
  /** The surface: `raised` on the page, `base` inside another card. */
  tone?: CardTone;
  /** Space inside the card's edge, from the spacing scale. */
  padding?: Space;
  radius?: CardRadius;
  /** The thin subtle border around the surface. */
  bordered?: boolean;
  /** A shadow under the card (cards picked from a grid). */
  elevated?: boolean;
  /** The element: a list item in a list of cards, a section when the card has a heading. */
  as?: 'div' | 'section' | 'article' | 'aside' | 'li' | 'ol' | 'ul' | 'dl' | 'form';
  /** Layout of what is inside (flex, gap); the look is the card's own. */
  className?: string;
  children?: ReactNode;
}

/** A raised surface: the theme's raised background, subtle border and radius, with padding. */
export function Card({
  tone = 'raised',
  padding = 'md',
  radius = 'lg',
  bordered = true,
  elevated = false,
  as: Element = 'div',
  className,
  children,
  ...rest
}: CardProps) {
  const classes = [styles.root({ tone, radius, bordered, elevated }), sprinkles({ padding }), className];
  return (
    <Element {...rest} className={classes.filter(Boolean).join(' ')}>
      {children}
    </Element>
  );
}
