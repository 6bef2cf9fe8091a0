/**
 * Analytics consent (issue 16 item 11; t('consent.…')): the footer's link that shows the consent
 * banner again. The banner's own words are the design system's (its consent area).
 */
const es = {
  settings: 'Configurar cookies',
};

const en: typeof es = {
  settings: 'Cookie settings',
};

const th: typeof es = {
  settings: 'ตั้งค่าคุกกี้',
};

export const consentStrings = { es, en, th };
