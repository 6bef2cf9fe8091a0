import { createVar, style } from '@vanilla-extract/css';
import { facts } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

/** How much of the limit the window has used, 0% to 100%. */
export const share = createVar();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  blockSize: '100%',
});

export const meter = style({
  blockSize: vars.space.sm,
  overflow: 'hidden',
  borderRadius: vars.radius.full,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.sunken,
});

export const fill = style({
  inlineSize: share,
  blockSize: '100%',
  backgroundColor: vars.color.accent.base,
});

/** The four figures two by two: a limit card is narrow (a column of a grid of cards). */
export const figures = style([facts, { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' }]);

/** Used up: the feedback colour, with the "Limit reached" badge saying it in words. */
export const fillReached = style({ backgroundColor: vars.color.feedback.danger });

export const pending = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.xs,
  margin: 0,
  padding: vars.space.sm,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
});

export const clock = style({ flexShrink: 0, inlineSize: '1.25em', blockSize: '1.25em' });
