/**
 * Wallet, deposit, withdrawal (with its confirmation) and transfers to the upline (t('wallet.…')).
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

export const walletStrings = { es, en, th };
