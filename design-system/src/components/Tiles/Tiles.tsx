import { assignInlineVars } from '@vanilla-extract/dynamic';
import type { HTMLAttributes, ReactNode } from 'react';
import { sprinkles, type Space } from '../../theme/sprinkles.css';
import * as styles from './Tiles.css';

/** How a row that is not full is laid out (see Tiles.css.ts). */
export const tilesFlows = ['fill', 'fit'] as const;
export type TilesFlow = (typeof tilesFlows)[number];

interface TilesBase extends Omit<HTMLAttributes<HTMLElement>, 'className' | 'style'> {
  /** Space between tiles, from the spacing scale. */
  gap?: Space;
  /** The element: a list when the tiles are items of one. */
  as?: 'div' | 'ul' | 'ol';
  children: ReactNode;
}

interface ResponsiveTiles extends TilesBase {
  /** A CSS length (a `vars` value or `calc()` over them): as many columns per row as fit at this width. */
  minColumnWidth: string;
  flow?: TilesFlow;
  columns?: never;
}

interface FixedTiles extends TilesBase {
  /** A set number of equal columns, whatever the width. */
  columns: number;
  minColumnWidth?: never;
  flow?: never;
}

export type TilesProps = ResponsiveTiles | FixedTiles;

/** Tiles of equal width in a grid: a set number of columns, or as many as fit. */
export function Tiles({
  gap = 'md',
  as: Element = 'div',
  columns,
  minColumnWidth,
  flow = 'fill',
  children,
  ...rest
}: TilesProps) {
  const fixed = columns !== undefined;
  return (
    <Element
      {...rest}
      className={`${styles.root} ${styles.flow[fixed ? 'fixed' : flow]} ${sprinkles({ gap })}`}
      style={assignInlineVars(
        fixed ? { [styles.columnCount]: String(columns) } : { [styles.minColumnWidth]: minColumnWidth },
      )}
    >
      {children}
    </Element>
  );
}
