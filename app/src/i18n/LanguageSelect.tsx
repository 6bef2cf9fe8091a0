import { shippedLanguages, Text } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { chooseLanguage } from '.';
import { isShippedLanguage } from './language';

/** The language menu: every shipped language, each named in itself (SPEC.md section 9). */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  return (
    <Text as="label" size="sm">
      {t('shell.header.language')}{' '}
      <select
        value={i18n.resolvedLanguage}
        onChange={(event) => {
          const language = event.target.value;
          if (isShippedLanguage(language)) void chooseLanguage(i18n, language);
        }}
      >
        {shippedLanguages.map((language) => (
          <option key={language} value={language} lang={language}>
            {t('languageName', { lng: language })}
          </option>
        ))}
      </select>
    </Text>
  );
}
