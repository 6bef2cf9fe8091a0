import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// The game takes the whole window below its toolbar (SPEC.md section 2: seamless has no footer).
export const root = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100dvh',
  minInlineSize: 0,
});

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
