/** Game centres, game lists, favourites, recent games, launching, lottery and seamless pages (t('games.…')). */
const es = {
  title: 'Lobby',
};

export type GamesStrings = typeof es;

const en: GamesStrings = {
  title: 'Lobby',
};

const th: GamesStrings = {
  title: 'Lobby',
};

export const gamesStrings = { es, en, th };
