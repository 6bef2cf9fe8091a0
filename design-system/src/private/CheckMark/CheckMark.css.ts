import { style } from '@vanilla-extract/css';

/** As tall as the text beside it. */
export const mark = style({ inlineSize: '1em', blockSize: '1em' });
