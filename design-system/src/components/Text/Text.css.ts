import { recipe, type RecipeVariants } from '@vanilla-extract/recipes';
import { vars } from '../../theme/vars.css';

const tones = {
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
  muted: { color: vars.color.text.muted },
  success: { color: vars.color.feedback.success },
  warning: { color: vars.color.feedback.warning },
  danger: { color: vars.color.feedback.danger },
  info: { color: vars.color.feedback.info },
};

export const text = recipe({
  base: { fontFamily: vars.font.family.body, lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' },
  variants: {
    size: {
      xs: { fontSize: vars.font.size.xs },
      sm: { fontSize: vars.font.size.sm },
      md: { fontSize: vars.font.size.md },
      lg: { fontSize: vars.font.size.lg },
    },
    tone: tones,
    weight: {
      regular: { fontWeight: vars.font.weight.regular },
      medium: { fontWeight: vars.font.weight.medium },
      bold: { fontWeight: vars.font.weight.bold },
    },
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
    truncate: {
      true: { overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' },
      false: {},
    },
  },
  defaultVariants: { size: 'md', tone: 'primary', weight: 'regular', align: 'start', truncate: false },
});

export const heading = recipe({
  base: {
    fontFamily: vars.font.family.heading,
    fontWeight: vars.font.weight.bold,
    lineHeight: vars.font.lineHeight.tight,
    overflowWrap: 'anywhere',
  },
  variants: {
    level: {
      1: { fontSize: vars.font.size.xxxl },
      2: { fontSize: vars.font.size.xxl },
      3: { fontSize: vars.font.size.xl },
      4: { fontSize: vars.font.size.lg },
    },
    tone: tones,
    align: {
      start: { textAlign: 'start' },
      center: { textAlign: 'center' },
      end: { textAlign: 'end' },
    },
  },
  defaultVariants: { level: 2, tone: 'primary', align: 'start' },
});

export type TextVariants = Required<NonNullable<RecipeVariants<typeof text>>>;
export type HeadingVariants = Required<NonNullable<RecipeVariants<typeof heading>>>;
