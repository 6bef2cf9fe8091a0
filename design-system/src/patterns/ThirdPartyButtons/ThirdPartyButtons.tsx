import type { ThirdPartyChannel } from '@lobby/contract';
import type { ReactElement } from 'react';
import { Button } from '../../components/Button';
import { useDsTranslation } from '../../i18n';
import * as styles from './ThirdPartyButtons.css';

export interface ThirdPartyButtonsProps {
  /** The providers offered, in this order (those whose whitelabel module is on). */
  channels: readonly ThirdPartyChannel[];
  /** The player chose a provider. */
  onSelect: (channel: ThirdPartyChannel) => void;
  /** The provider being opened: its button spins, the others wait. */
  busy?: ThirdPartyChannel;
}

/** The providers' names are their own in every language (a brand, never translated). */
export const thirdPartyProviderNames: Record<ThirdPartyChannel, string> = { google: 'Google', facebook: 'Facebook' };

/**
 * The providers' marks in their own colours (their brand rules ask for them unchanged in both modes),
 * drawn inline: nothing is fetched from the providers.
 */
const marks: Record<ThirdPartyChannel, ReactElement> = {
  google: (
    <svg viewBox="0 0 24 24" className={styles.mark} focusable="false">
      <path
        fill="#4285F4"
        d="M23.5 12.3c0-.8-.1-1.6-.2-2.3H12v4.5h6.5a5.6 5.6 0 0 1-2.4 3.6v3h3.9c2.3-2.1 3.5-5.2 3.5-8.8z"
      />
      <path
        fill="#34A853"
        d="M12 24c3.2 0 6-1.1 7.9-2.9l-3.9-3c-1.1.7-2.4 1.2-4 1.2-3.1 0-5.7-2.1-6.7-4.9h-4v3.1A12 12 0 0 0 12 24z"
      />
      <path fill="#FBBC05" d="M5.3 14.4a7.2 7.2 0 0 1 0-4.7V6.6h-4a12 12 0 0 0 0 10.8z" />
      <path fill="#EA4335" d="M12 4.8c1.8 0 3.3.6 4.6 1.8l3.4-3.4A12 12 0 0 0 1.3 6.6l4 3.1C6.3 6.9 8.9 4.8 12 4.8z" />
    </svg>
  ),
  facebook: (
    <svg viewBox="0 0 24 24" className={styles.mark} focusable="false">
      <circle cx="12" cy="12" r="12" fill="#1877F2" />
      <path
        fill="#fff"
        d="M16.7 15.5l.5-3.5h-3.3V9.8c0-1 .5-1.9 2-1.9h1.5v-3s-1.4-.2-2.7-.2c-2.8 0-4.6 1.7-4.6 4.7V12H7v3.5h3.1V24h3.8v-8.5z"
      />
    </svg>
  ),
};

/**
 * "Continue with Google / Facebook" (issue 16 item 2; SPEC.md section 7: third-party login), over the
 * login and register forms and parted from them by an "or" rule: above the form, so that the form's
 * messages appearing on blur never move a button away from under the pointer. Each is a plain
 * button, reachable by keyboard, its mark decorative (the label names the provider).
 */
export function ThirdPartyButtons({ channels, onSelect, busy }: ThirdPartyButtonsProps) {
  const t = useDsTranslation();
  if (channels.length === 0) return null;
  return (
    <div role="group" aria-label={t('authThirdPartyLabel')} className={styles.root}>
      {channels.map((channel) => (
        <Button
          key={channel}
          variant="secondary"
          fullWidth
          icon={marks[channel]}
          loading={busy === channel}
          disabled={busy !== undefined && busy !== channel}
          onClick={() => onSelect(channel)}
        >
          {t('authContinueWith', { provider: thirdPartyProviderNames[channel] })}
        </Button>
      ))}
      <p className={styles.divider}>{t('authThirdPartyOr')}</p>
    </div>
  );
}
