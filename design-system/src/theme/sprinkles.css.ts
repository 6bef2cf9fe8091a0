import { createSprinkles, defineProperties } from '@vanilla-extract/sprinkles';
import { vars } from './vars.css';

/** The spacing scale, by name; every gap and padding comes from it. */
const space = vars.space;
export type Space = keyof typeof vars.space;

const layout = defineProperties({
  properties: {
    display: ['none', 'flex', 'inline-flex', 'grid', 'block', 'inline-block'],
    flexDirection: ['row', 'column', 'row-reverse', 'column-reverse'],
    flexWrap: ['wrap', 'nowrap'],
    alignItems: ['stretch', 'flex-start', 'center', 'flex-end', 'baseline'],
    justifyContent: ['flex-start', 'center', 'flex-end', 'space-between', 'space-around'],
    gap: space,
    paddingBlock: space,
    paddingInline: space,
    inlineSize: ['auto', '100%'],
    textAlign: ['start', 'center', 'end'],
  },
  shorthands: {
    padding: ['paddingBlock', 'paddingInline'],
  },
});

const colors = defineProperties({
  properties: {
    color: vars.color.text,
    backgroundColor: vars.color.surface,
  },
});

/** Atomic classes built from the theme contract (ARCHITECTURE.md: no raw values in styles). */
export const sprinkles = createSprinkles(layout, colors);
export type Sprinkles = Parameters<typeof sprinkles>[0];
