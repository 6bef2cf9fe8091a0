import type { HomeStrings } from './es';

export const en: HomeStrings = {
  heading: '{{site}}: games lobby',
  retry: 'Try again',
  banners: {
    loading: 'Loading promotions…',
    failed: 'The promotions could not be loaded.',
  },
  notices: {
    label: 'Notices',
    loading: 'Loading notices…',
    failed: 'The notices could not be loaded.',
  },
  menu: {
    label: 'Game categories',
    failed: 'The game categories could not be loaded.',
    categories: {
      hot: 'Hot',
      favourites: 'Favourites',
      rng: 'Slots',
      live: 'Live casino',
      fish: 'Fishing',
      sports: 'Sports',
      esports: 'E-sports',
      pvp: 'Card games',
      cockfight: 'Cockfight',
      exclusive: 'Exclusive',
    },
  },
  rows: {
    hot: 'Hot games',
    favourites: 'My favourites',
    empty: 'There are no games here yet.',
    failed: '{{title}}: the games could not be loaded.',
    noVendors: 'This category has no providers for now.',
    favouritesLogin: 'Log in to see your favourite games.',
    favouritesEmpty: 'No favourites yet: tap the heart on a game to keep it here.',
    login: 'Log in',
  },
  search: {
    label: 'Search games',
    placeholder: 'Game name',
    submit: 'Search',
    clear: 'Clear search',
    results: 'Results for “{{query}}”',
    count_one: '{{count}} game',
    count_other: '{{count}} games',
    empty: 'No games match “{{query}}”.',
    failed: 'The search could not be completed.',
  },
  winners: {
    failed: 'The winner board could not be loaded.',
  },
  announcements: {
    failed: 'The announcements could not be loaded.',
  },
};
