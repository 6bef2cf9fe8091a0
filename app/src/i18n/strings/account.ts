/**
 * My account, invite friends, mission leaderboard, feedback, app download and the winners page (t('account.…')).
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

export const accountStrings = { es, en, th };
