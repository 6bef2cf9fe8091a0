import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/vars.css';
import { triggerFontSize, triggerPadding } from '../VendorMenu/VendorMenu.css';

/** Density 2: no item padding to speak of, and a step smaller type. */
const tightest = { [triggerPadding]: vars.space.xs, [triggerFontSize]: vars.font.size.xs };

// One line that scrolls sideways when the header is narrow: wrapping stacked the items vertically.
export const list = style({
  display: 'flex',
  flexWrap: 'nowrap',
  overflowX: 'auto',
  alignItems: 'center',
  gap: vars.space.xxs,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  // Ten product lines and the site's sections in Spanish need 1,372 px at full size: a 1,366 px
  // laptop cut off the last item. A row that overflows first loses item padding, then a step of type
  // size (TopNav.tsx measures it); beyond that it scrolls.
  selectors: {
    '&[data-density="1"]': { vars: { [triggerPadding]: vars.space.xs } },
    '&[data-density="2"]': { vars: tightest },
  },
  // Before the head's script has measured the row (topNavFitScript, before the first paint; and a
  // page without it): on a screen under 768 px the row never fits at full size, so it starts at the
  // tightest density there rather than shrinking when it is measured (Lighthouse's mobile preset on /:
  // a shift of 0.0034 when the measure came with hydration).
  '@media': {
    'screen and (max-width: 767px)': {
      selectors: {
        '&:not([data-density])': { vars: tightest },
      },
    },
  },
});

/** Items keep their width and one line; the list scrolls instead. */
export const item = style({ flexShrink: 0, whiteSpace: 'nowrap' });
