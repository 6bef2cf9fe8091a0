import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const toned = (color: string) => ({ color, borderColor: color });

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xs,
    paddingBlock: vars.space.xxs,
    paddingInline: vars.space.sm,
    borderRadius: vars.radius.full,
    border: `${vars.border.width.thin} solid`,
    backgroundColor: vars.color.surface.base,
    fontSize: vars.font.size.sm,
    fontWeight: vars.font.weight.medium,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
  },
  variants: {
    tone: {
      pending: toned(vars.color.feedback.info),
      success: toned(vars.color.feedback.success),
      danger: toned(vars.color.feedback.danger),
      warning: toned(vars.color.feedback.warning),
      neutral: { color: vars.color.text.secondary, borderColor: vars.color.border.strong },
    },
  },
});

export const icon = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0 });
