import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const trigger = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.component.control.height.sm,
    paddingInline: vars.space.sm,
    backgroundColor: 'transparent',
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    fontSize: vars.font.size.sm,
    cursor: 'pointer',
    whiteSpace: 'nowrap',
    selectors: {
      '&:hover': { borderColor: vars.color.accent.base },
      '&[data-state="open"]': { backgroundColor: vars.color.surface.raised },
    },
  },
]);

export const icon = style({ inlineSize: '1.1em', blockSize: '1.1em', flexShrink: 0, color: vars.color.text.secondary });

/** Never taller than the space Radix measures: 21 languages scroll inside the menu. */
export const content = style({
  zIndex: vars.zIndex.dropdown,
  minInlineSize: `calc(${vars.component.control.height.lg} * 4)`,
  maxBlockSize: 'var(--radix-dropdown-menu-content-available-height)',
  overflowY: 'auto',
  padding: vars.space.xxs,
  backgroundColor: vars.color.surface.overlay,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text.primary,
});

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.component.control.height.sm,
  paddingInline: vars.space.sm,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  cursor: 'pointer',
  userSelect: 'none',
  outline: 'none',
  selectors: {
    // Radix moves focus through the items; the highlighted one is the keyboard position.
    '&[data-highlighted]': {
      backgroundColor: vars.color.surface.raised,
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: `calc(${vars.border.width.thick} * -1)`,
    },
    '&[data-state="checked"]': { fontWeight: vars.font.weight.bold },
    '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
  },
});

export const check = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0, color: vars.color.accent.base });

export const checkSlot = style({ display: 'inline-flex', inlineSize: '1em', flexShrink: 0 });
