import type { HTMLAttributes, ReactNode } from 'react';
import * as styles from './Text.css';

export type TextSize = styles.TextVariants['size'];
export type TextTone = styles.TextVariants['tone'];
export const textSizes = Object.keys(styles.text.classNames.variants.size) as TextSize[];
export const textTones = Object.keys(styles.text.classNames.variants.tone) as TextTone[];

export interface TextProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** The element: a paragraph by default, `span` inside other text, `div` around blocks. */
  as?: 'p' | 'span' | 'div' | 'strong' | 'label';
  size?: TextSize;
  /** Colour by meaning, never a raw colour. */
  tone?: TextTone;
  weight?: styles.TextVariants['weight'];
  align?: styles.TextVariants['align'];
  /** One line, cut with an ellipsis (the full text stays in the DOM for assistive technology). */
  truncate?: boolean;
  children: ReactNode;
}

/** Body text in the type scale of the theme. */
export function Text({ as: Element = 'p', size, tone, weight, align, truncate, children, ...rest }: TextProps) {
  return (
    <Element {...rest} className={styles.text({ size, tone, weight, align, truncate })}>
      {children}
    </Element>
  );
}

export type HeadingLevel = styles.HeadingVariants['level'];

export interface HeadingProps extends Omit<HTMLAttributes<HTMLHeadingElement>, 'className' | 'style'> {
  /** The outline level (h1-h4); also the default size. */
  level: HeadingLevel;
  /** A different size than the level's, when the outline and the look disagree. */
  size?: HeadingLevel;
  tone?: TextTone;
  align?: styles.HeadingVariants['align'];
  children: ReactNode;
}

/** A section heading; the level keeps the document outline right, the size is only a look. */
export function Heading({ level, size = level, tone, align, children, ...rest }: HeadingProps) {
  const Element = `h${level}` as const;
  return (
    <Element {...rest} className={styles.heading({ level: size, tone, align })}>
      {children}
    </Element>
  );
}
