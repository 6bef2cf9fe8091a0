import { style } from '@vanilla-extract/css';
import { visuallyHidden } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'flex-start',
  gap: vars.space.sm,
  fontFamily: vars.font.family.body,
});

export const input = visuallyHidden;

/**
 * The visible "choose" control is the input's label, styled as a secondary button; the real input is
 * visually hidden but keeps the keyboard focus, so the ring is drawn on the label when it has focus.
 */
export const choose = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.component.control.height.md,
  paddingInline: vars.space.lg,
  backgroundColor: vars.color.surface.raised,
  border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
  borderRadius: vars.radius.md,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.bold,
  cursor: 'pointer',
  selectors: {
    [`${input}:focus-visible + &`]: {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
    [`${input}:disabled + &`]: { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    '&:hover': { borderColor: vars.color.accent.base },
  },
});

export const icon = style({ inlineSize: '1.25em', blockSize: '1.25em' });

export const previews = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const preview = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  inlineSize: `calc(${vars.component.control.height.lg} * 2.5)`,
});

export const thumbnail = style({
  inlineSize: '100%',
  aspectRatio: '1',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  backgroundColor: vars.color.surface.sunken,
});

export const name = style({
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
});

export const remove = style({
  position: 'absolute',
  insetBlockStart: vars.space.xxs,
  insetInlineEnd: vars.space.xxs,
});

export const rejections = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xxs });
