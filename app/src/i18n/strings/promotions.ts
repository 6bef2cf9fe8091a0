/**
 * Promotions, activities, the reward centre, jackpot, winners list, news and blog (t('promotions.…')).
 */
const es = {
  title: '',
};

type Strings = typeof es;

const en: Strings = {
  title: '',
};

const th: Strings = {
  title: '',
};

export const promotionsStrings = { es, en, th };
