import { DropdownMenu } from 'radix-ui';
import { languageDirection, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { ThemePortal } from '../../theme/ThemeProvider';
import * as styles from './LanguageSwitcher.css';
import { siteLanguages } from './siteLanguages';

export interface LanguageSwitcherProps {
  /** The current language's code (one of `siteLanguages`). */
  value: string;
  /** Codes the operator enabled; the other site languages are listed but disabled. */
  supported: readonly string[];
  onChange: (code: string) => void;
  /** Names the menu button; "Language" when omitted. */
  label?: string;
}

function LanguageName({ code, name }: { code: string; name: string }) {
  return (
    <span lang={code} dir={languageDirection(code)}>
      {name}
    </span>
  );
}

/** The language menu (SPEC.md section 9: 21 site languages): arrows, typeahead, Enter, Escape. */
export function LanguageSwitcher({ value, supported, onChange, label }: LanguageSwitcherProps) {
  const t = useDsTranslation();
  const current = siteLanguages.find((language) => language.code === value);
  const caption = label ?? t('languageSwitcherLabel');
  return (
    <DropdownMenu.Root>
      <DropdownMenu.Trigger className={styles.trigger}>
        <GlobeIcon />
        <span className={visuallyHidden}>{`${caption}:`}</span> {current ? <LanguageName {...current} /> : value}
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <ThemePortal>
          <DropdownMenu.Content className={styles.content} sideOffset={4} align="end" aria-label={caption}>
            <DropdownMenu.RadioGroup value={value} onValueChange={onChange}>
              {siteLanguages.map((language) => {
                const available = supported.includes(language.code);
                return (
                  <DropdownMenu.RadioItem
                    key={language.code}
                    value={language.code}
                    disabled={!available}
                    className={styles.item}
                    textValue={language.name}
                  >
                    <span className={styles.checkSlot}>
                      <DropdownMenu.ItemIndicator>
                        <CheckIcon />
                      </DropdownMenu.ItemIndicator>
                    </span>
                    <LanguageName {...language} />
                    {available ? null : (
                      <>
                        {' '}
                        <span className={visuallyHidden}>{`(${t('languageSwitcherUnavailable')})`}</span>
                      </>
                    )}
                  </DropdownMenu.RadioItem>
                );
              })}
            </DropdownMenu.RadioGroup>
          </DropdownMenu.Content>
        </ThemePortal>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}

function GlobeIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.5"
      className={styles.icon}
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="7.5" />
      <path d="M2.5 10h15M10 2.5c2 2.2 3 4.7 3 7.5s-1 5.3-3 7.5c-2-2.2-3-4.7-3-7.5s1-5.3 3-7.5z" />
    </svg>
  );
}

function CheckIcon() {
  return (
    <svg
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      className={styles.check}
      aria-hidden="true"
    >
      <path d="M3 8.5 6.5 12 13 4.5" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}
