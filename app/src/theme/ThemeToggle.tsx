import { Button } from '@lobby/design-system';
import type { ThemeMode } from '@lobby/tokens';
import { useTranslation } from 'react-i18next';

interface ThemeToggleProps {
  mode: ThemeMode;
  onChange: (mode: ThemeMode) => void;
}

/** Switches between dark and light. Its label names the mode it switches to, so it reads as an action. */
export function ThemeToggle({ mode, onChange }: ThemeToggleProps) {
  const { t } = useTranslation();
  const next = mode === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="secondary"
      size="sm"
      icon={next === 'light' ? <SunIcon /> : <MoonIcon />}
      onClick={() => {
        onChange(next);
      }}
    >
      {t(next === 'light' ? 'shell.header.useLight' : 'shell.header.useDark')}
    </Button>
  );
}

const iconProps = {
  viewBox: '0 0 24 24',
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

function SunIcon() {
  return (
    <svg {...iconProps}>
      <circle cx="12" cy="12" r="4" />
      <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
    </svg>
  );
}

function MoonIcon() {
  return (
    <svg {...iconProps}>
      <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z" />
    </svg>
  );
}
