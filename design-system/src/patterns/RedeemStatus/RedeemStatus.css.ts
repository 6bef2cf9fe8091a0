import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

export const root = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: vars.space.xxs,
    fontWeight: vars.font.weight.bold,
    whiteSpace: 'nowrap',
  },
  variants: {
    status: {
      PROCESSING: { color: vars.color.feedback.warning },
      REJECTED: { color: vars.color.feedback.danger },
      APPROVED: { color: vars.color.feedback.success },
    },
  },
});

export const icon = style({ inlineSize: '1em', blockSize: '1em', flexShrink: 0 });
