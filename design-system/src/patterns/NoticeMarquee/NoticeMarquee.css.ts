import { createVar, keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

/** How long one full pass of the notices takes; set from their length. */
export const passDuration = createVar();

const scroll = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(-50%)' } });
const scrollRtl = keyframes({ from: { transform: 'translateX(0)' }, to: { transform: 'translateX(50%)' } });

export const root = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space.sm,
  paddingInline: vars.space.md,
  paddingBlock: vars.space.xs,
  borderRadius: vars.radius.md,
  backgroundColor: vars.color.surface.raised,
  color: vars.color.text.primary,
  fontSize: vars.font.size.sm,
});

export const icon = style({ flexShrink: 0, inlineSize: vars.font.size.lg, blockSize: vars.font.size.lg });

export const viewport = style({ flex: 1, minInlineSize: 0, overflow: 'hidden' });

export const track = style({
  display: 'flex',
  inlineSize: 'max-content',
  selectors: {
    '&[data-moving="true"]': {
      animationName: scroll,
      animationDuration: passDuration,
      animationTimingFunction: 'linear',
      animationIterationCount: 'infinite',
    },
    '[dir="rtl"] &[data-moving="true"]': { animationName: scrollRtl },
    // WCAG 2.2.2: whoever is reading or about to choose a notice stops it.
    [`${viewport}:hover &, ${viewport}:focus-within &`]: { animationPlayState: 'paused' },
  },
  // The attribute selector above outweighs a plain rule here, so reduced motion repeats it.
  '@media': {
    '(prefers-reduced-motion: reduce)': {
      flexWrap: 'wrap',
      inlineSize: 'auto',
      selectors: { '&[data-moving="true"], [dir="rtl"] &[data-moving="true"]': { animationName: 'none' } },
    },
  },
});

export const list = style({
  display: 'flex',
  margin: 0,
  padding: 0,
  listStyle: 'none',
  selectors: { [`${track}:not([data-moving="true"]) &`]: { flexWrap: 'wrap', rowGap: vars.space.xxs } },
  // Reduced motion wraps the notices whether the app has said so yet or not: a page rendered on the
  // server (which cannot know the setting) is laid out as the still list it turns into.
  '@media': { '(prefers-reduced-motion: reduce)': { flexWrap: 'wrap', rowGap: vars.space.xxs } },
});

export const copy = style({
  '@media': { '(prefers-reduced-motion: reduce)': { display: 'none' } },
});

export const item = style({
  paddingInlineEnd: vars.space.xxl,
  whiteSpace: 'nowrap',
  lineHeight: vars.font.lineHeight.normal,
});

export const notice = style([
  focusRing,
  {
    padding: 0,
    border: 'none',
    background: 'none',
    color: 'inherit',
    font: 'inherit',
    cursor: 'pointer',
    selectors: { '&:hover': { textDecoration: 'underline' } },
  },
]);
