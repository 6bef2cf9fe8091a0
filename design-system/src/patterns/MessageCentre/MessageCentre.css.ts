import { style, styleVariants } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

// ── The centre: toolbar above, list and reader side by side ──────────────────────────────────────

export const root = style({ display: 'flex', flexDirection: 'column', gap: vars.space.lg, minInlineSize: 0 });

export const toolbar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space.md,
});

export const summary = style({
  margin: 0,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  alignItems: 'start',
  paddingBlockStart: vars.space.md,
});

export const column = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space.md,
  paddingBlock: vars.space.xl,
  textAlign: 'center',
});

// ── The list ─────────────────────────────────────────────────────────────────────────────────────

export const list = style([
  focusRing,
  {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.xxs,
    margin: 0,
    padding: 0,
    listStyle: 'none',
  },
]);

export const item = style([
  focusRing,
  {
    display: 'grid',
    gridTemplateColumns: `${vars.space.sm} minmax(0, 1fr) auto`,
    columnGap: vars.space.sm,
    rowGap: vars.space.xxs,
    alignItems: 'baseline',
    inlineSize: '100%',
    paddingBlock: vars.space.sm,
    paddingInline: vars.space.md,
    border: 'none',
    borderInlineStart: `${vars.border.width.thick} solid transparent`,
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    textAlign: 'start',
    cursor: 'pointer',
    transition: `background-color ${vars.duration.fast}`,
    selectors: {
      '&:hover': { backgroundColor: vars.color.surface.raised, color: vars.color.text.primary },
      '&[aria-current="true"]': {
        backgroundColor: vars.color.accent.subtle,
        borderInlineStartColor: vars.color.accent.base,
        color: vars.color.text.primary,
      },
    },
  },
]);

export const unreadItem = style({ color: vars.color.text.primary });

export const dot = style({
  alignSelf: 'center',
  gridRow: '1 / span 2',
  inlineSize: vars.space.sm,
  blockSize: vars.space.sm,
  borderRadius: vars.radius.full,
  backgroundColor: vars.color.accent.base,
});

export const itemTitle = style({
  gridColumn: 2,
  overflow: 'hidden',
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: 2,
  overflowWrap: 'anywhere',
  lineHeight: vars.font.lineHeight.tight,
});

export const itemTitleUnread = style({ fontWeight: vars.font.weight.bold });

export const itemTime = style({
  gridColumn: 3,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});

export const itemKind = style({
  gridColumn: '2 / span 2',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.xs,
});

// ── The reader ───────────────────────────────────────────────────────────────────────────────────

export const reader = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.md,
  minInlineSize: 0,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  borderBlockStart: `${vars.border.width.thick} solid ${vars.color.border.strong}`,
  backgroundColor: vars.color.surface.raised,
});

export const readerTone = styleVariants({
  neutral: {},
  info: { borderBlockStartColor: vars.color.feedback.info },
  success: { borderBlockStartColor: vars.color.feedback.success },
  danger: { borderBlockStartColor: vars.color.feedback.danger },
});

export const readerMeta = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
});

export const readerTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  lineHeight: vars.font.lineHeight.tight,
  overflowWrap: 'anywhere',
});

export const readerActions = style({ display: 'flex', justifyContent: 'flex-end', gap: vars.space.sm });

export const placeholder = style({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minBlockSize: vars.size.placeholderMinHeight,
  padding: vars.space.lg,
  borderRadius: vars.radius.md,
  border: `${vars.border.width.thin} dashed ${vars.color.border.strong}`,
  color: vars.color.text.secondary,
  textAlign: 'center',
});
