import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// Layout glue only (ARCHITECTURE.md): the look comes from the design system.

/** The page fills the window, so that the footer sits at the bottom of a short page. */
export const page = style({
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
});

/** The main content takes the space left between header and footer. */
export const main = style({
  flexGrow: 1,
});

/** Long lines are hard to read: the content stops growing past a comfortable width. */
export const content = style({
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentMaxWidth,
  marginInline: 'auto',
});
