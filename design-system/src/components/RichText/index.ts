export { RichText, richTextTones, type RichTextProps, type RichTextTone } from './RichText';
