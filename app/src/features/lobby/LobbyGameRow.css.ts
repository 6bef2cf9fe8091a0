import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

// The same gap GameRow puts between its placeholders, so the second row lines up with the first.
export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

// While loading, GameRow's header has no previous/next buttons, so it is only as tall as its title:
// the difference keeps the cards where they will be once the games arrive (no layout shift).
export const loading = style({
  paddingBlockStart: `calc(${vars.component.control.height.sm} - ${vars.font.size.lg} * ${vars.font.lineHeight.tight})`,
});

export const placeholders = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(6, minmax(0, 1fr))',
  gap: vars.space.md,
});
