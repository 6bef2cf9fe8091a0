import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

/** The VIP label as a link: no underline, the focus ring around the pill. */
export const vipLink = style({
  display: 'inline-flex',
  borderRadius: vars.radius.full,
  textDecoration: 'none',
  ':focus-visible': { outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`, outlineOffset: '2px' },
});
