/** The member centre and agent centre frames: menus and layouts (t('centres.…')). */
const es = {
  title: 'Lobby',
};

export type CentresStrings = typeof es;

const en: CentresStrings = {
  title: 'Lobby',
};

const th: CentresStrings = {
  title: 'Lobby',
};

export const centresStrings = { es, en, th };
