import { vars } from '@lobby/design-system';
import { style } from '@vanilla-extract/css';

/** A list's filter keeps a select's natural width instead of the panel's. */
export const filter = style({ maxInlineSize: vars.size.filter.select });
