import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// The same gap GameRow puts between its placeholders, so the second row lines up with the first.
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const placeholders = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.md,
});
