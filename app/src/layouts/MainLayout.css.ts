import { vars } from '@lobby/design-system';
import { createVar, style } from '@vanilla-extract/css';

/** The header's measured height (SiteFrame sets it): the side menu sits below it. */
export const headerSize = createVar();

export const frame = style({
  vars: { [headerSize]: '6rem' },
  display: 'flex',
  flexDirection: 'column',
  minBlockSize: '100vh',
});

// The header stays at the top while the page scrolls, below dialogs (modal) and the lists that
// open from it (dropdown).
export const header = style({
  position: 'sticky',
  insetBlockStart: 0,
  zIndex: `calc(${vars.zIndex.modal} - 1)`,
});

export const body = style({
  display: 'flex',
  flex: 1,
  alignItems: 'stretch',
  minBlockSize: 0,
});

// The side menu fills the viewport below the sticky header and stays in view while the page scrolls,
// so its last items (language, theme) are on screen at the top of the page too; its width is the
// design system's, set before any data arrives, so the content never moves (CLS 0).
export const menu = style({
  position: 'sticky',
  insetBlockStart: headerSize,
  alignSelf: 'flex-start',
  flexShrink: 0,
  blockSize: `calc(100vh - ${headerSize})`,
  display: 'flex',
});

export const column = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  minInlineSize: 0,
});

// At least a screen high: while a page loads, the footer waits below the fold instead of being
// pushed down when the content arrives (CLS 0).
export const main = style({
  flex: 1,
  minInlineSize: 0,
  minBlockSize: '100vh',
  // Content keeps its distance from the side menu and the window's edge.
  paddingBlock: vars.space.md,
  paddingInline: vars.space.lg,
  // Focused by the skip link only: it is a landmark, not a control.
  outline: 'none',
});

// Always below the first screen: its style, layout and paint wait until it comes near the view.
export const footer = style({ contentVisibility: 'auto', containIntrinsicSize: 'auto 30rem' });
