import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  minInlineSize: 0,
});

export const media = style({
  position: 'relative',
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
  aspectRatio: '1',
  backgroundColor: vars.color.surface.sunken,
});

// The icon fills the square whatever its intrinsic size (the platform sends several sizes).
globalStyle(`${media} > img, ${media} > svg`, { inlineSize: '100%', blockSize: '100%', maxInlineSize: 'none' });

/** Play and trial: shown over the picture on hover and whenever focus is inside the card. */
export const actions = style({
  position: 'absolute',
  inset: 0,
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.sm,
  padding: vars.space.sm,
  backgroundColor: vars.color.scrim,
  opacity: 0,
  transitionProperty: 'opacity',
  transitionDuration: vars.duration.fast,
  selectors: {
    [`${card}:hover &, ${card}:focus-within &, ${card}[data-reveal="true"] &`]: { opacity: 1 },
  },
  '@media': {
    // Touch screens have no hover: keep the actions in view.
    '(hover: none)': { opacity: 1 },
    '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
  },
});

export const heart = style([
  focusRing,
  {
    position: 'absolute',
    insetBlockStart: vars.space.xs,
    insetInlineEnd: vars.space.xs,
    zIndex: 1,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.component.control.height.sm,
    blockSize: vars.component.control.height.sm,
    padding: vars.space.xs,
    border: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.surface.overlay,
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&[aria-pressed="true"]': { color: vars.color.feedback.danger },
      '&:hover': { color: vars.color.feedback.danger },
    },
  },
]);

export const name = style({
  margin: 0,
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const vendor = style([name, { fontWeight: vars.font.weight.regular, color: vars.color.text.secondary }]);
