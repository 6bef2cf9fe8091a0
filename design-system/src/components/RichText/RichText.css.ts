import { globalStyle, style, styleVariants } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';

// Operator HTML: kept inside its column and in the theme's colours.
export const root = style({ lineHeight: vars.font.lineHeight.normal, overflowWrap: 'anywhere' });

globalStyle(`${root} img`, { maxInlineSize: '100%', blockSize: 'auto' });
globalStyle(`${root} a`, { color: vars.color.text.link });

export const tone = styleVariants({
  primary: { color: vars.color.text.primary },
  secondary: { color: vars.color.text.secondary },
});

/** In a padded panel the panel gives the room: the first and last blocks lose their outer margins. */
export const trimmed = style({});

globalStyle(`${trimmed} > :first-child`, { marginBlockStart: 0 });
globalStyle(`${trimmed} > :last-child`, { marginBlockEnd: 0 });

/** Prose read at length (help): room between paragraphs and a smaller list indent. */
export const spaced = style({});

globalStyle(`${spaced} p + p`, { marginBlockStart: vars.space.sm });
globalStyle(`${spaced} ul, ${spaced} ol`, { paddingInlineStart: vars.space.lg });
