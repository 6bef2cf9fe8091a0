import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'flex',
    flexDirection: 'column',
    gap: vars.space.sm,
    padding: vars.space.lg,
    borderRadius: vars.radius.md,
    border: `${vars.border.width.thin} solid ${vars.color.border.subtle}`,
    borderInlineStartWidth: vars.border.width.thick,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    minInlineSize: 0,
  },
  variants: {
    tone: {
      success: { borderInlineStartColor: vars.color.feedback.success },
      danger: { borderInlineStartColor: vars.color.feedback.danger },
      info: { borderInlineStartColor: vars.color.feedback.info },
      warning: { borderInlineStartColor: vars.color.feedback.warning },
    },
  },
});

export const title = style({
  margin: 0,
  fontSize: vars.font.size.md,
  fontWeight: vars.font.weight.bold,
  overflowWrap: 'anywhere',
});

export const body = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space.sm,
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  lineHeight: vars.font.lineHeight.normal,
  overflowWrap: 'anywhere',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space.sm });
