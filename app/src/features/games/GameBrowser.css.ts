import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.lg,
  paddingBlock: vars.space.lg,
  paddingInline: vars.space.lg,
  marginInline: 'auto',
  inlineSize: '100%',
  maxInlineSize: vars.layout.contentMaxWidth,
  minInlineSize: 0,
});

export const header = style({
  display: 'flex',
  alignItems: 'center',
  flexWrap: 'wrap',
  gap: vars.space.md,
});

export const heading = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  flex: 1,
  minInlineSize: 0,
});

// The search field takes a few words' width and gives way on narrow screens.
export const search = style({ flexBasis: `calc(${vars.space.xxl} * 6)`, flexShrink: 1, minInlineSize: 0 });

/** A titled part of a line's page (vendors, lottery games). */
export const section = style({ display: 'flex', flexDirection: 'column', gap: vars.space.sm, minInlineSize: 0 });
