import { createContainer, createVar, globalStyle, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

/** How long one pass of the scrolled list takes; set from its length. */
export const passDuration = createVar();
/** The height of the scrolled window: a fixed number of rows. */
const rowBlockSize = `calc(${vars.font.size.md} * ${vars.font.lineHeight.normal} + ${vars.space.sm} * 2)`;

const scroll = keyframes({ from: { transform: 'translateY(0)' }, to: { transform: 'translateY(-50%)' } });

/** The board's own width decides its podium's columns (a phone, a narrow column). */
const board = createContainer();

export const root = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  containerName: board,
  containerType: 'inline-size',
});

// The podium's three places side by side need about 120 px each for an amount such as
// "$243.645,25" (a 412 px phone left them 95 px, and the amounts ran into each other): below that
// they stand one above the other. The podium is the board's list of Tiles (a fixed column count).
globalStyle(`${root} > ol`, {
  '@container': { [`${board} (max-width: 26rem)`]: { gridTemplateColumns: 'minmax(0, 1fr)' } },
});

export const place = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.xxs,
  minInlineSize: 0,
  textAlign: 'center',
});

export const clip = style({ inlineSize: '100%', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' });

export const secondary = style([clip, { color: vars.color.text.secondary, fontSize: vars.font.size.sm }]);

export const viewport = style([
  focusRing,
  {
    blockSize: `calc(${rowBlockSize} * 5)`,
    overflow: 'hidden',
    borderRadius: vars.radius.md,
    selectors: { '&[data-moving="false"]': { overflowY: 'auto' } },
    '@media': { '(prefers-reduced-motion: reduce)': { overflowY: 'auto' } },
  },
]);

export const track = style({
  selectors: {
    '&[data-moving="true"]': {
      animationName: scroll,
      animationDuration: passDuration,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
    // WCAG 2.2.2: a player reading a row (pointer over it, or keyboard focus in it) stops the list.
    [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' },
  },
  // The attribute selector above outweighs a plain rule here, so reduced motion repeats it.
  '@media': {
    '(prefers-reduced-motion: reduce)': { selectors: { '&[data-moving="true"]': { animationName: 'none' } } },
  },
});

export const list = style({ margin: 0, padding: 0, listStyle: 'none' });

export const copy = style({ '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } } });

export const row = style({
  display: 'grid',
  gridTemplateColumns: `${vars.space.xl} minmax(0, 1fr) minmax(0, 1fr) auto`,
  alignItems: 'center',
  gap: vars.space.sm,
  blockSize: rowBlockSize,
  paddingInline: vars.space.sm,
  borderBlockEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  fontSize: vars.font.size.md,
});

export const rank = style({ color: vars.color.text.secondary, fontVariantNumeric: 'tabular-nums' });

export const placeholders = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs });

export const placeholder = style({
  blockSize: rowBlockSize,
  borderRadius: vars.radius.sm,
  backgroundColor: vars.color.surface.sunken,
});

export const empty = style({ paddingBlock: vars.space.xl, textAlign: 'center', color: vars.color.text.secondary });
