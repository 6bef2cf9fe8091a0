import { style } from '@vanilla-extract/css';
// The field's own styles first: the textarea's rules below override some of them at the same
// specificity, so they must come later in the style sheet. vanilla-extract writes CSS in import
// order; the site ships one style sheet (app/vite.config.ts), where only this import orders them.
import '../../private/FieldFrame/FieldFrame.css';
import { vars } from '../../theme/vars.css';

export const textarea = style({
  minBlockSize: `calc(${vars.component.control.height.md} * 2)`,
  paddingBlock: vars.space.sm,
  resize: 'vertical',
  fontFamily: 'inherit',
});

export const control = style({ alignItems: 'stretch', paddingInlineEnd: 0 });

export const counter = style({
  alignSelf: 'flex-end',
  color: vars.color.text.secondary,
  fontSize: vars.font.size.sm,
  fontVariantNumeric: 'tabular-nums',
});
