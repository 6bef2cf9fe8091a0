import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

/** A pill on the raised surface: the crown and rank on the accent, the name beside them. */
export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'stretch',
    maxInlineSize: '100%',
    overflow: 'hidden',
    borderRadius: vars.radius.full,
    border: `${vars.border.width.thin} solid ${vars.color.accent.base}`,
    backgroundColor: vars.color.surface.raised,
    color: vars.color.text.primary,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    whiteSpace: 'nowrap',
    verticalAlign: 'middle',
  },
  variants: {
    size: {
      sm: { fontSize: vars.font.size.xs },
      md: { fontSize: vars.font.size.sm },
    },
  },
});

export const crown = style({ inlineSize: '1.1em', blockSize: '1.1em', flexShrink: 0 });

/** The crown and "VIP n" on the accent. */
export const rank = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space.xxs,
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  backgroundColor: vars.color.accent.base,
  color: vars.color.text.onAccent,
  fontVariantNumeric: 'tabular-nums',
});

export const name = style({
  display: 'inline-flex',
  alignItems: 'center',
  paddingInline: vars.space.sm,
  paddingBlock: vars.space.xxs,
  backgroundColor: vars.color.surface.raised,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
});
