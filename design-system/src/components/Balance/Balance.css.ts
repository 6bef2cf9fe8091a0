import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

const turn = keyframes({ to: { transform: 'rotate(1turn)' } });

export const root = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xs,
  minInlineSize: 0,
});

export const label = style({ fontSize: vars.font.size.sm, color: vars.color.text.secondary });

export const amount = style({
  fontWeight: vars.font.weight.bold,
  color: vars.color.text.primary,
  fontVariantNumeric: 'tabular-nums',
  whiteSpace: 'nowrap',
  // The number reads left to right even inside right-to-left text.
  unicodeBidi: 'isolate',
  direction: 'ltr',
});

export const placeholder = style({ display: 'inline-flex', inlineSize: '6em' });

export const iconButton = style([
  focusRing,
  {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: vars.component.control.height.sm,
    blockSize: vars.component.control.height.sm,
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.full,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    cursor: 'pointer',
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary },
      '&[aria-busy="true"]': { cursor: 'progress' },
    },
  },
]);

export const icon = style({ inlineSize: '1.1em', blockSize: '1.1em', pointerEvents: 'none' });

export const spinning = style({
  animation: `${turn} calc(${vars.duration.slow} * 2.5) linear infinite`,
  '@media': { '(prefers-reduced-motion: reduce)': { animation: 'none' } },
});
