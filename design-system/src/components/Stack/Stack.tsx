import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Space } from '../../theme/sprinkles.css';

type Align = 'stretch' | 'start' | 'center' | 'end' | 'baseline';
type Justify = 'start' | 'center' | 'end' | 'between';

const alignItems = {
  stretch: 'stretch',
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  baseline: 'baseline',
} as const;
const justifyContent = {
  start: 'flex-start',
  center: 'center',
  end: 'flex-end',
  between: 'space-between',
} as const;

interface LayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** Space between children, from the theme's spacing scale. */
  gap?: Space;
  /** Padding on all sides, from the spacing scale. */
  padding?: Space;
  /** Cross-axis alignment. `start`/`end` follow the writing direction. */
  align?: Align;
  justify?: Justify;
  /** The element; a landmark or list when the content is one. */
  as?: 'div' | 'section' | 'header' | 'footer' | 'nav' | 'main' | 'ul' | 'ol' | 'li' | 'form';
  children: ReactNode;
}

export type StackProps = LayoutProps;

/** Children one above another, evenly spaced. */
export function Stack({
  gap = 'md',
  padding,
  align = 'stretch',
  justify = 'start',
  as: Element = 'div',
  children,
  ...rest
}: StackProps) {
  return (
    <Element
      {...rest}
      className={sprinkles({
        display: 'flex',
        flexDirection: 'column',
        gap,
        padding,
        alignItems: alignItems[align],
        justifyContent: justifyContent[justify],
      })}
    >
      {children}
    </Element>
  );
}

export interface InlineProps extends LayoutProps {
  /** Wrap onto new lines when the row is full (default), or keep one line. */
  wrap?: boolean;
}

/** Children side by side in the writing direction (right to left in RTL languages), evenly spaced. */
export function Inline({
  gap = 'sm',
  padding,
  align = 'center',
  justify = 'start',
  wrap = true,
  as: Element = 'div',
  children,
  ...rest
}: InlineProps) {
  return (
    <Element
      {...rest}
      className={sprinkles({
        display: 'flex',
        flexDirection: 'row',
        flexWrap: wrap ? 'wrap' : 'nowrap',
        gap,
        padding,
        alignItems: alignItems[align],
        justifyContent: justifyContent[justify],
      })}
    >
      {children}
    </Element>
  );
}
