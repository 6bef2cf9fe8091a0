import type { RegisterField } from '@lobby/contract';
import type { DsKey } from '../i18n/resources';

/** The register form's values: every field as text, the dialing code and the terms box. */
export type RegisterValues = Record<RegisterField, string> & {
  countryDialingCode: string;
  /** The 18-or-over and terms confirmation (SPEC.md section 1). */
  terms: boolean;
};

/** Translates a design-system string key, interpolating `{{name}}` options (as `useDsTranslation`). */
export type Translate = (key: DsKey, options?: Record<string, string | number>) => string;
