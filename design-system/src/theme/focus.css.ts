import { style } from '@vanilla-extract/css';
import { vars } from './vars.css';

/** The one focus indicator of the design system: visible on keyboard focus only. */
export const focusRing = style({
  outline: 'none',
  selectors: {
    '&:focus-visible': {
      outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
      outlineOffset: vars.border.width.thick,
    },
  },
});
