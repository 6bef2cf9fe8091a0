import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minInlineSize: 0,
});

export const title = style({
  fontSize: vars.font.size.sm,
  fontWeight: vars.font.weight.medium,
  color: vars.color.text.secondary,
  overflowWrap: 'anywhere',
});

/** The loading and empty states take the plot's place at its height, so nothing moves when it arrives. */
export const placeholder = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  minBlockSize: vars.size.placeholderMinHeight,
});
