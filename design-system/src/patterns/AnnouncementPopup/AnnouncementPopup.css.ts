import { style } from '@vanilla-extract/css';
import { focusRing } from '../../theme/focus.css';
import { vars } from '../../theme/vars.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 2fr) minmax(0, 3fr)',
  gap: vars.space.lg,
  minBlockSize: vars.component.announcement.minHeight,
});

export const aside = style({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'space-between',
  gap: vars.space.md,
  paddingInlineEnd: vars.space.md,
  borderInlineEnd: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
});

export const titles = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const titleButton = style([
  focusRing,
  {
    inlineSize: '100%',
    paddingBlock: vars.space.xs,
    paddingInline: vars.space.sm,
    border: 'none',
    borderRadius: vars.radius.sm,
    backgroundColor: 'transparent',
    color: vars.color.text.secondary,
    fontFamily: vars.font.family.body,
    fontSize: vars.font.size.sm,
    textAlign: 'start',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
    cursor: 'pointer',
    selectors: {
      '&:hover': { color: vars.color.text.primary, backgroundColor: vars.color.surface.raised },
      '&[aria-current="true"]': {
        color: vars.color.text.primary,
        backgroundColor: vars.color.accent.subtle,
        fontWeight: vars.font.weight.bold,
      },
    },
  },
]);

export const article = style({ display: 'flex', flexDirection: 'column', gap: vars.space.md, minInlineSize: 0 });

export const articleTitle = style({
  margin: 0,
  fontFamily: vars.font.family.heading,
  fontSize: vars.font.size.lg,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const status = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  justifyContent: 'center',
  gap: vars.space.md,
  minBlockSize: vars.size.placeholderMinHeight,
  textAlign: 'center',
});
