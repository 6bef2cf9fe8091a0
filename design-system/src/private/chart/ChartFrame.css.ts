import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

/**
 * Holds what it draws: the table and summary kept for assistive technology are positioned in it and
 * clipped by it, so that nothing of a chart reaches past its box (a story's screenshot took their
 * boxes in and came out a few pixels wider now and then).
 */
export const root = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  margin: 0,
  minInlineSize: 0,
  overflow: 'hidden',
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
