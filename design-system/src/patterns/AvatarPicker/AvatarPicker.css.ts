import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({ margin: 0, padding: 0, border: 'none', minInlineSize: 0 });

export const legend = style({
  marginBlockEnd: vars.space.sm,
  padding: 0,
  color: vars.color.text.primary,
  fontWeight: vars.font.weight.medium,
});

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(calc(${vars.component.control.height.lg} * 1.5), 1fr))`,
  gap: vars.space.sm,
});

/** The native radio stays in the page (keyboard, forms), drawn by its label. */
export const input = style({
  position: 'absolute',
  opacity: 0,
  inlineSize: 1,
  blockSize: 1,
  margin: 0,
});

export const choice = style({
  display: 'flex',
  justifyContent: 'center',
  padding: vars.space.xs,
  borderRadius: vars.radius.md,
  border: `${vars.border.width.thick} solid transparent`,
  cursor: 'pointer',
  selectors: {
    [`${input}:checked + &`]: { borderColor: vars.color.accent.base, backgroundColor: vars.color.accent.subtle },
    [`${input}:focus-visible + &`]: {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
    [`${input}:disabled + &`]: { cursor: 'not-allowed', opacity: vars.opacity.disabled },
    '&:hover': { backgroundColor: vars.color.surface.sunken },
  },
});

export const item = style({ position: 'relative' });
