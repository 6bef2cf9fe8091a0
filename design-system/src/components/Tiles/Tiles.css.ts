import { createVar, style, styleVariants } from '@vanilla-extract/css';

/** The narrowest a column gets before a row wraps (the `minColumnWidth` prop). */
export const minColumnWidth = createVar();
/** How many equal columns (the `columns` prop). */
export const columnCount = createVar();

export const root = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

/**
 * `fill` keeps a row's empty tracks, so a lone card is as wide as in a full row; `fit` stretches the
 * few it has across the row. `fixed` is a set number of columns, whatever the width.
 */
export const flow = styleVariants({
  fill: { gridTemplateColumns: `repeat(auto-fill, minmax(${minColumnWidth}, 1fr))` },
  fit: { gridTemplateColumns: `repeat(auto-fit, minmax(${minColumnWidth}, 1fr))` },
  fixed: { gridTemplateColumns: `repeat(${columnCount}, minmax(0, 1fr))` },
});
