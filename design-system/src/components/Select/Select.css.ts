import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const trigger = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.sm,
    inlineSize: '100%',
    minBlockSize: vars.component.control.height.md,
    paddingInline: vars.space.md,
    backgroundColor: vars.color.surface.raised,
    border: `${vars.border.width.thin} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.md,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    lineHeight: vars.font.lineHeight.normal,
    textAlign: 'start',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { borderColor: vars.color.accent.base },
      '&[aria-invalid="true"]': { borderColor: vars.color.feedback.danger },
      '&[data-placeholder]': { color: vars.color.text.secondary },
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    },
  },
]);

export const value = style({ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const chevron = style({ flexShrink: 0, inlineSize: '1em', blockSize: '1em', color: vars.color.text.secondary });

/** The list, as wide as its trigger at least, and never taller than the space Radix measures. */
export const content = style({
  zIndex: vars.zIndex.dropdown,
  minInlineSize: 'var(--radix-select-trigger-width)',
  maxBlockSize: 'var(--radix-select-content-available-height)',
  overflow: 'hidden',
  backgroundColor: vars.color.surface.overlay,
  border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  borderRadius: vars.radius.md,
  boxShadow: vars.shadow.overlay,
  color: vars.color.text.primary,
});

export const viewport = style({ padding: vars.space.xxs });

export const item = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.component.control.height.sm,
  paddingInline: vars.space.md,
  borderRadius: vars.radius.sm,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
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

export const itemText = style({ flex: 1 });

export const check = style({ inlineSize: '1em', blockSize: '1em', color: vars.color.accent.base });
