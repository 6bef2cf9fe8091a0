import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const grid = style({
  display: 'grid',
  gridTemplateColumns: `repeat(auto-fill, minmax(${vars.size.column.tile}, 1fr))`,
  gap: vars.space.lg,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const card = style({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  blockSize: '100%',
  overflow: 'hidden',
  selectors: { '&:hover': { borderColor: vars.color.border.strong } },
});

export const body = style({ display: 'flex', flexDirection: 'column', gap: vars.space.xs, padding: vars.space.md });

// The title's link covers the whole card, so the card is one target and one tab stop.
export const link = style([
  focusRing,
  {
    color: 'inherit',
    textDecoration: 'none',
    selectors: {
      '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.lg },
      '&:hover': { textDecoration: 'underline' },
    },
  },
]);

globalStyle(`${link}:focus-visible::after`, {
  outline: `${vars.border.width.thick} solid ${vars.color.focus.ring}`,
  outlineOffset: `calc(-1 * ${vars.border.width.thick})`,
});

export const view = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  maxInlineSize: vars.layout.textMeasure,
  color: vars.color.text.primary,
});

export const back = style([focusRing, { alignSelf: 'flex-start', color: vars.color.text.link }]);

export const content = style({ lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' });

globalStyle(`${content} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${content} a`, { color: vars.color.text.link });
globalStyle(`${content} > * + *`, { marginBlockStart: vars.space.sm });
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: vars.space.lg });
