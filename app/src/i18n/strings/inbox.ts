/**
 * Platform information (messages) and the real-time event toasts (t('inbox.…')).
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

export const inboxStrings = { es, en, th };
