/**
 * The agent centre (t('agent.…')): pages of SPEC.md section 2, contracts of sections 3 and 4; the
 * wording rules of section 1 (real-time salary every 5 minutes, the platform's final interpretation).
 */
const es = {
  title: 'Centro de agentes',
};

type Strings = typeof es;

const en: Strings = {
  title: 'Agent centre',
};

const th: Strings = {
  title: 'ศูนย์ตัวแทน',
};

export const agentStrings = { es, en, th };
