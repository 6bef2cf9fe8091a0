// The one way to give a story a width: a decorator that wraps it in a `<div>` whose style holds only
// that width. The Loki references were taken of exactly this DOM, so a story that needs a width takes
// it from here rather than writing its own wrapper.
import type { Decorator } from '@storybook/react-vite';

/** A CSS length: a number is in pixels. */
type Size = number | string;

const width =
  (property: 'maxInlineSize' | 'inlineSize') =>
  (size: Size): Decorator =>
  (Story) => (
    <div style={{ [property]: size }}>
      <Story />
    </div>
  );

/** At most `size` wide (`max-inline-size`): the story keeps its own width below it. */
export const maxInlineSize = width('maxInlineSize');

/** Exactly `size` wide (`inline-size`), as in a column or a slot of that width. */
export const inlineSize = width('inlineSize');
