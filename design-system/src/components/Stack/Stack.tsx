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

export interface InlineProps extends LayoutProps {
  /** Wrap onto new lines when the row is full (default), or keep one line. */
  wrap?: boolean;
}

type FlexProps = Required<Pick<LayoutProps, 'gap' | 'align' | 'justify'>> &
  Omit<LayoutProps, 'gap' | 'align' | 'justify'> & { direction: 'row' | 'column'; wrap: boolean };

function Flex({ direction, wrap, gap, padding, align, justify, as: Element = 'div', children, ...rest }: FlexProps) {
  return (
    <Element
      {...rest}
      className={sprinkles({
        display: 'flex',
        flexDirection: direction,
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

/** Children one above another, evenly spaced. */
export function Stack({ gap = 'md', align = 'stretch', justify = 'start', ...rest }: StackProps) {
  return <Flex direction="column" wrap={false} gap={gap} align={align} justify={justify} {...rest} />;
}

/** Children side by side in the writing direction (right to left in RTL languages), evenly spaced. */
export function Inline({ gap = 'sm', align = 'center', justify = 'start', wrap = true, ...rest }: InlineProps) {
  return <Flex direction="row" wrap={wrap} gap={gap} align={align} justify={justify} {...rest} />;
}
