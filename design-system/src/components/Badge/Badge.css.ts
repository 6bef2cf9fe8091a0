import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    backgroundColor: vars.color.feedback.danger,
    color: vars.color.text.onAccent,
    fontFamily: vars.font.family.body,
    fontWeight: vars.font.weight.bold,
    lineHeight: 1,
    fontVariantNumeric: 'tabular-nums',
  },
  variants: {
    dot: {
      true: { inlineSize: vars.space.sm, blockSize: vars.space.sm },
      false: {
        minInlineSize: `calc(${vars.font.size.xs} * 1.6)`,
        blockSize: `calc(${vars.font.size.xs} * 1.6)`,
        paddingInline: vars.space.xxs,
        fontSize: vars.font.size.xs,
      },
    },
  },
  defaultVariants: { dot: false },
});
