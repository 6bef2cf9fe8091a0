import { createContainer, style } from '@vanilla-extract/css';
import * as snap from '../../private/snapTrack/snapTrack.css';
import { vars } from '../../theme/vars.css';

/** The row's own width decides its columns, wherever it is placed (a phone, a narrow column). */
const row = createContainer();

/**
 * Below this width six columns leave a card under about 90 px, its name a letter or two (a 412 px
 * phone: 48 px cards); there a view is three columns, and its games run on over twice the lines.
 */
const narrowRow = '40rem';

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  minInlineSize: 0,
  containerName: row,
  containerType: 'inline-size',
});

// As tall as its buttons whether they show or not, so the cards do not move when the games arrive.
export const header = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  minBlockSize: vars.component.control.height.sm,
});

export const title = style({
  flex: 1,
  minInlineSize: 0,
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
});

export const arrow = style({
  display: 'block',
  inlineSize: '100%',
  blockSize: '100%',
  selectors: { '[dir="rtl"] &': { transform: 'scaleX(-1)' } },
});

// The views side by side, one showing; the gap between views is the cards' gap, so a swipe in
// progress shows the same spacing as the cards.
export const track = style([snap.track, { gap: vars.space.md }]);

// One view: six columns of cards, filled line by line (three in a narrow row: the same games).
export const view = style([
  snap.item,
  {
    display: 'grid',
    gridTemplateColumns: `repeat(6, minmax(0, 1fr))`,
    alignContent: 'start',
    gap: vars.space.md,
    '@container': { [`${row} (max-width: ${narrowRow})`]: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' } },
  },
]);
