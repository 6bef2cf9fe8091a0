/**
 * The records pages: betting record, account record, profit and loss, bonus details, manual rebate (t('records.…')).
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

export const recordsStrings = { es, en, th };
