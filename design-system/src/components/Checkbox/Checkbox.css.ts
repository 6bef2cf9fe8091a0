import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xs,
  fontFamily: vars.font.family.body,
});

export const row = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space.sm,
});

/** 1.25em square, aligned with the first line of the label. */
export const box = style([
  focusRing,
  {
    flexShrink: 0,
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    inlineSize: '1.25em',
    blockSize: '1.25em',
    marginBlockStart: `calc((${vars.font.lineHeight.normal} * 1em - 1.25em) / 2)`,
    padding: 0,
    backgroundColor: vars.color.surface.raised,
    border: `${vars.border.width.thick} solid ${vars.color.border.strong}`,
    borderRadius: vars.radius.sm,
    color: vars.color.text.onAccent,
    cursor: 'pointer',
    fontSize: vars.font.size.md,
    transitionProperty: 'background-color, border-color',
    transitionDuration: vars.duration.fast,
    selectors: {
      '&[data-state="checked"]': { backgroundColor: vars.color.accent.base, borderColor: vars.color.accent.base },
      '&:hover:not([data-disabled])': { borderColor: vars.color.accent.base },
      '&[aria-invalid="true"]': { borderColor: vars.color.feedback.danger },
      '&[data-disabled]': { opacity: vars.opacity.disabled, cursor: 'not-allowed' },
    },
    '@media': {
      '(prefers-reduced-motion: reduce)': { transitionDuration: '0s' },
    },
  },
]);

export const check = style({ inlineSize: '100%', blockSize: '100%' });

export const label = style({
  color: vars.color.text.primary,
  fontSize: vars.font.size.md,
  lineHeight: vars.font.lineHeight.normal,
  cursor: 'pointer',
  overflowWrap: 'anywhere',
  selectors: {
    '&[data-disabled]': { cursor: 'not-allowed', opacity: vars.opacity.disabled },
  },
});
