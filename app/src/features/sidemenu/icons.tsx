/** The side menu's item icons: decorative (the item's label names it), drawn in the text colour. */
import type { ProductLine } from '@lobby/contract';
import { icon } from '../shared';

export const memberIcons = {
  vip: icon('M3 8l4.5 4L12 5l4.5 7L21 8l-2 11H5z'),
  bets: icon('M6 3h12v18H6zM9 8h6M9 12h6M9 16h3'),
  transactions: icon('M4 7h13l-3-3M20 17H7l3 3'),
  account: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 21c1-5 15-5 16 0'),
  deposit: icon('M3 7h18v12H3zM3 11h18M7 15h3'),
  profit: icon('M4 19h16M6 16l4-5 3 3 5-7'),
  messages: icon('M4 6h16v12H4zM4 6l8 7 8-7'),
  favourites: icon('M12 20s-7-4.5-7-10a4 4 0 0 1 7-2.5A4 4 0 0 1 19 10c0 5.5-7 10-7 10z'),
  recent: icon('M12 7v5l3 2M21 12a9 9 0 1 1-3-6.7M21 4v5h-5'),
};

export const lineIcons: Partial<Record<ProductLine, ReturnType<typeof icon>>> = {
  LIVE: icon('M3 6h18v11H3zM8 21h8M12 17v4'),
  RNG: icon('M4 4h16v16H4zM8 9v6M12 9v6M16 9v6'),
  FISH: icon('M3 12c3-5 10-6 14 0-4 6-11 5-14 0zM17 12l4-3v6zM8 11h.01'),
  SPORTS: icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM12 7l4 3-1.5 5h-5L8 10z'),
  ESPORTS: icon('M6 9h12a3 3 0 0 1 3 3v2a3 3 0 0 1-5 2l-1-1H9l-1 1a3 3 0 0 1-5-2v-2a3 3 0 0 1 3-3zM8 11v3M6.5 12.5h3'),
  PVP: icon('M5 4h9v14H5zM10 8l7-2 3 12-7 2'),
  LOTT: icon('M12 3a9 9 0 1 0 0 18 9 9 0 0 0 0-18zM9 10h.01M15 10h.01M12 15h.01'),
  ELOTT: icon('M4 5h16v14H4zM8 9h2M14 9h2M8 14h8'),
};

export const defaultLineIcon = icon('M4 4h7v7H4zM13 4h7v7h-7zM4 13h7v7H4zM13 13h7v7h-7z');
