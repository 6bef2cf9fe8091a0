import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const stage = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  flex: 1,
  minBlockSize: 0,
});

export const frame = style({
  flex: 1,
  inlineSize: '100%',
  blockSize: '100%',
  border: 0,
  display: 'block',
  backgroundColor: vars.color.surface.base,
});

// The bar above a game: back, its name as the page's heading, then reload and full screen.
export const toolbar = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  paddingBlock: vars.space.xs,
  paddingInline: vars.space.md,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const title = style({ flex: 1, minInlineSize: 0 });
