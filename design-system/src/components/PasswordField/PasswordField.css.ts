import { style } from '@vanilla-extract/css';

export const icon = style({ inlineSize: '1.25em', blockSize: '1.25em' });
