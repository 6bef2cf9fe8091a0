import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Scanners expect dark modules on a light ground, so the dark theme uses its inverse colours.
export const root = style({
  display: 'block',
  flexShrink: 0,
  backgroundColor: vars.color.surface.base,
  color: vars.color.text.primary,
  borderRadius: vars.radius.sm,
  selectors: {
    '[data-theme="dark"] &': { backgroundColor: vars.color.surface.inverse, color: vars.color.text.inverse },
  },
});
