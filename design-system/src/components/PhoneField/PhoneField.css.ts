import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const picker = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    minBlockSize: vars.component.control.height.sm,
    paddingInline: vars.space.sm,
    background: 'transparent',
    border: 'none',
    borderInlineEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.primary,
    fontSize: vars.font.size.md,
    fontVariantNumeric: 'tabular-nums',
    cursor: 'pointer',
    selectors: {
      '&:hover:not([data-disabled])': { backgroundColor: vars.color.surface.sunken },
      '&[data-disabled]': { cursor: 'not-allowed' },
    },
  },
]);

export const option = style({ display: 'inline-flex', alignItems: 'center', gap: vars.space.xs });

/** Flags are 3:2 pictures one line of text high. */
export const flag = style({
  display: 'block',
  flexShrink: 0,
  inlineSize: '1.5em',
  blockSize: '1em',
  fontSize: vars.font.size.md,
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const country = style({ color: vars.color.text.secondary, fontSize: vars.font.size.sm });

export const chevron = style({ inlineSize: '0.75em', blockSize: '0.75em', color: vars.color.text.secondary });
