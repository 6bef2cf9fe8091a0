import { RadioGroup } from 'radix-ui';
import { useDsTranslation } from '../../i18n';
import * as styles from './ThemeSwitcher.css';

export const themeModes = ['dark', 'light'] as const;
export type ThemeSwitcherMode = (typeof themeModes)[number];

export interface ThemeSwitcherProps {
  /** The mode in use (SPEC.md section 9: themes dark and light). */
  mode: ThemeSwitcherMode;
  /** The app applies and persists the choice; the design system never reads storage. */
  onModeChange: (mode: ThemeSwitcherMode) => void;
}

const isMode = (value: string): value is ThemeSwitcherMode => (themeModes as readonly string[]).includes(value);
const nameKey = { dark: 'themeSwitcherDark', light: 'themeSwitcherLight' } as const;

/** Dark or light, as a two-option radio group (arrow keys move and choose). */
export function ThemeSwitcher({ mode, onModeChange }: ThemeSwitcherProps) {
  const t = useDsTranslation();
  return (
    <RadioGroup.Root
      className={styles.root}
      value={mode}
      onValueChange={(value) => {
        if (isMode(value)) onModeChange(value);
      }}
      orientation="horizontal"
      aria-label={t('themeSwitcherLabel')}
    >
      {themeModes.map((option) => (
        <RadioGroup.Item key={option} value={option} className={styles.option}>
          {option === 'dark' ? <MoonIcon /> : <SunIcon />}
          {t(nameKey[option])}
        </RadioGroup.Item>
      ))}
    </RadioGroup.Root>
  );
}

function MoonIcon() {
  return (
    <svg viewBox="0 0 20 20" className={styles.icon} aria-hidden="true">
      <path d="M15.5 12.5A6.5 6.5 0 0 1 7.5 4.5a6.5 6.5 0 1 0 8 8z" fill="currentColor" />
    </svg>
  );
}

function SunIcon() {
  return (
    <svg
      viewBox="0 0 20 20"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.6"
      className={styles.icon}
      aria-hidden="true"
    >
      <circle cx="10" cy="10" r="3.5" fill="currentColor" />
      <path
        d="M10 1.5v2M10 16.5v2M1.5 10h2M16.5 10h2M4 4l1.4 1.4M14.6 14.6 16 16M4 16l1.4-1.4M14.6 5.4 16 4"
        strokeLinecap="round"
      />
    </svg>
  );
}
