import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// The family's menu and draws beside the game, which takes the rest of the window.
export const root = style({
  display: 'grid',
  gridTemplateColumns: `minmax(0, calc(${vars.space.xxl} * 7)) minmax(0, 1fr)`,
  // The game comes first in the page (its heading is the page's h1); the menu sits at its inline start.
  gridTemplateAreas: '"side game"',
  blockSize: '100dvh',
  minInlineSize: 0,
  selectors: {
    // The SEA lottery has no menu: its vendor's lobby is the game.
    '&[data-menu="none"]': { gridTemplateColumns: 'minmax(0, 1fr)', gridTemplateAreas: '"game"' },
  },
});

export const side = style({
  gridArea: 'side',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  padding: vars.space.md,
  overflowY: 'auto',
  borderInlineEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const main = style({
  gridArea: 'game',
  display: 'flex',
  flexDirection: 'column',
  minInlineSize: 0,
  minBlockSize: 0,
});
