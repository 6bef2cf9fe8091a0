/** The home lobby: banners, notices, game menu, rows, search, winner board, home popups (t('home.…')). */
const es = {
  title: 'Lobby',
};

export type HomeStrings = typeof es;

const en: HomeStrings = {
  title: 'Lobby',
};

const th: HomeStrings = {
  title: 'Lobby',
};

export const homeStrings = { es, en, th };
