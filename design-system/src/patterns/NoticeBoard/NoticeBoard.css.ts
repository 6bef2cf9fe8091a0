import { globalStyle, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { pill, raisedCard, stackedList } from '../../theme/layout.css';
import { vars } from '../../theme/vars.css';

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const list = stackedList;

export const item = style([
  raisedCard,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xs,
    // A pinned notice is marked on its leading edge as well as in words.
    selectors: {
      '&[data-pinned]': { borderInlineStart: `${vars.border.width.thick} solid ${vars.color.accent.base}` },
    },
  },
]);

export const heading = style({ margin: 0, fontSize: vars.font.size.md, fontWeight: vars.font.weight.bold });

export const toggle = style([
  focusRing,
  {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    gap: vars.space.md,
    inlineSize: '100%',
    padding: 0,
    border: 'none',
    borderRadius: vars.radius.sm,
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    textAlign: 'start',
    cursor: 'pointer',
  },
]);

export const title = style({ minInlineSize: 0, overflowWrap: 'anywhere' });

export const chevron = style({ flexShrink: 0, color: vars.color.text.secondary });

export const meta = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space.sm,
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const pinned = pill;

export const content = style({
  paddingBlockStart: vars.space.sm,
  borderBlockStart: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
  selectors: { '&[hidden]': { display: 'none' } },
});
globalStyle(`${content} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${content} a`, { color: vars.color.text.link });
globalStyle(`${content} p, ${content} ul, ${content} ol`, { marginBlock: `0 ${vars.space.sm}` });
globalStyle(`${content} ul, ${content} ol`, { paddingInlineStart: vars.space.lg });
globalStyle(`${content} :last-child`, { marginBlockEnd: 0 });
