export {
  Heading,
  Text,
  textSizes,
  textTones,
  type HeadingLevel,
  type HeadingProps,
  type TextProps,
  type TextSize,
  type TextTone,
} from './Text';
