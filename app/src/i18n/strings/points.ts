/**
 * The points mall (t('points.…')). SPEC.md section 1: points have no expiry.
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

export const pointsStrings = { es, en, th };
