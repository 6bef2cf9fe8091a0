import { Select as RadixSelect } from 'radix-ui';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { SelectItem, SelectList } from '../Select/Select';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PhoneField.css';

export interface PhoneCountry {
  /** ISO 3166-1 alpha-2, e.g. "MX". */
  countryCode: string;
  /** Without the "+", e.g. "52". */
  countryDialingCode: string;
  /**
   * The flag image's URL (SPEC.md section 7 "Client handling": the image host's path per country
   * code). The app builds it; a picture, never an emoji flag (some systems draw those as letters).
   */
  flagUrl: string;
}

export interface PhoneFieldProps extends Omit<TextFieldProps, 'start'> {
  /** The countries the player can choose a dialing code from. */
  countries: PhoneCountry[];
  /** The chosen dialing code, without the "+". */
  dialingCode: string;
  onDialingCodeChange: (code: string) => void;
}

/**
 * A mobile number input with a country dialing-code picker at its start. Countries can share a code
 * (+1), so the picker's values are country codes and it reports the dialing code.
 */
export function PhoneField({ countries, dialingCode, onDialingCodeChange, disabled, ...rest }: PhoneFieldProps) {
  const t = useDsTranslation();
  const selected = countries.find((country) => country.countryDialingCode === dialingCode);
  const choose = (countryCode: string) => {
    const country = countries.find((candidate) => candidate.countryCode === countryCode);
    if (country) onDialingCodeChange(country.countryDialingCode);
  };
  return (
    <TextField
      type="tel"
      inputMode="tel"
      autoComplete="tel-national"
      {...rest}
      disabled={disabled}
      start={
        <RadixSelect.Root value={selected?.countryCode ?? ''} onValueChange={choose} disabled={disabled}>
          <RadixSelect.Trigger className={styles.picker} aria-label={t('phoneFieldDialingCode')}>
            <RadixSelect.Value>{selected ? <DialingCode country={selected} /> : `+${dialingCode}`}</RadixSelect.Value>
            <RadixSelect.Icon>
              <svg viewBox="0 0 16 16" className={styles.chevron} fill="none" stroke="currentColor" strokeWidth="2">
                <path d="M4 6l4 4 4-4" strokeLinecap="round" strokeLinejoin="round" />
              </svg>
            </RadixSelect.Icon>
          </RadixSelect.Trigger>
          <SelectList>
            {countries.map((country) => (
              <SelectItem
                key={country.countryCode}
                value={country.countryCode}
                textValue={`${country.countryCode} +${country.countryDialingCode}`}
              >
                <DialingCode country={country} withCountry />
              </SelectItem>
            ))}
          </SelectList>
        </RadixSelect.Root>
      }
    />
  );
}

/** The country's name in the page's language (Intl), its code where the browser has no name for it. */
function countryName(countryCode: string, language: string): string {
  try {
    return new Intl.DisplayNames([language], { type: 'region', fallback: 'code' }).of(countryCode) ?? countryCode;
  } catch {
    return countryCode;
  }
}

function DialingCode({ country, withCountry = false }: { country: PhoneCountry; withCountry?: boolean }) {
  const language = useDsLanguage();
  return (
    <span className={styles.option}>
      {/* Decorative beside the country's code in the list; on the picker the flag alone names the country. */}
      <img
        src={country.flagUrl}
        alt={withCountry ? '' : countryName(country.countryCode, language)}
        width={24}
        height={16}
        loading={withCountry ? 'lazy' : undefined}
        decoding="async"
        className={styles.flag}
      />
      <span dir="ltr">{`+${country.countryDialingCode}`}</span>
      {withCountry ? <span className={styles.country}>{country.countryCode.toUpperCase()}</span> : null}
    </span>
  );
}
