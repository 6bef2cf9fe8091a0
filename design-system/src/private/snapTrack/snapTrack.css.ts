import { globalStyle, style } from '@vanilla-extract/css';

/**
 * A row that scrolls sideways one item at a time (hooks/useSnapTrack): the browser's own scrolling,
 * snapping and swiping, without a scroll bar (the patterns give buttons and bullets instead).
 */
export const track = style({
  display: 'flex',
  overflowX: 'auto',
  overflowY: 'hidden',
  scrollSnapType: 'x mandatory',
  overscrollBehaviorX: 'contain',
  scrollbarWidth: 'none',
});

globalStyle(`${track}::-webkit-scrollbar`, { display: 'none' });

/** One item of a track: as wide as the track, snapped at its start. */
export const item = style({
  flex: '0 0 100%',
  minInlineSize: 0,
  scrollSnapAlign: 'start',
  scrollSnapStop: 'always',
});
