import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/** The captcha's frame: the image and its loading placeholder take the same box, so nothing jumps. */
export const picture = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  inlineSize: `calc(${vars.component.control.height.md} * 2.5)`,
  blockSize: `calc(${vars.component.control.height.md} - ${vars.space.sm})`,
  overflow: 'hidden',
  borderRadius: vars.radius.sm,
});

export const image = style({
  inlineSize: '100%',
  blockSize: '100%',
  objectFit: 'fill',
});

export const icon = style({ inlineSize: '1.25em', blockSize: '1.25em' });
