import { globalStyle, style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  minInlineSize: 0,
  overflow: 'hidden',
});

export const media = style({
  position: 'relative',
  aspectRatio: '4 / 3',
  backgroundColor: vars.color.surface.sunken,
});

// A sold-out gift's picture steps back; the words say why.
globalStyle(`${card}[data-sold-out] ${media} > img`, { opacity: vars.opacity.unavailable });
globalStyle(`${media} > img`, { inlineSize: '100%', blockSize: '100%' });

/** Cash or gift, on the picture's corner. */
export const kind = style({
  position: 'absolute',
  insetBlockStart: vars.space.sm,
  insetInlineStart: vars.space.sm,
  paddingBlock: vars.space.xxs,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.surface.overlay,
  color: vars.color.text.primary,
  fontSize: vars.font.size.xs,
  fontWeight: vars.font.weight.bold,
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  flex: 1,
  gap: vars.space.xs,
  padding: vars.space.md,
});

const line = style({ margin: 0, fontSize: vars.font.size.sm, overflowWrap: 'anywhere' });

export const secondary = style([line, { color: vars.color.text.secondary }]);
export const danger = style([line, { color: vars.color.feedback.danger, fontWeight: vars.font.weight.bold }]);
export const warning = style([line, { color: vars.color.feedback.warning }]);
export const success = style([line, { color: vars.color.feedback.success }]);

export const price = style({
  margin: 0,
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'baseline',
  gap: vars.space.xs,
});

export const points = style({
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
});

/** The button sits at the bottom of every card, whatever the name's length. */
export const action = style({ marginBlockStart: 'auto', paddingBlockStart: vars.space.sm });
