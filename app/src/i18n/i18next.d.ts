import type { DsStrings } from '@lobby/design-system';
import type { ErrorStrings } from './errors';
import type { AppStrings } from './resources';

// Typed keys: `t('hero.titel')` is a compile error rather than a raw key on the page.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'app';
    resources: {
      app: AppStrings;
      ds: DsStrings;
      errors: ErrorStrings;
    };
  }
}
