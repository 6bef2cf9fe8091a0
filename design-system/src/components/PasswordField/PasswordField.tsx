import { useState } from 'react';
import { useDsTranslation } from '../../i18n';
import { Button } from '../Button';
import { TextField, type TextFieldProps } from '../TextField';
import * as styles from './PasswordField.css';

export type PasswordFieldProps = Omit<TextFieldProps, 'type'>;

/**
 * A password input with a show/hide toggle. `autoComplete` defaults to 'current-password'; sign-up and
 * change-password forms pass 'new-password'. The value lives in the caller's state only.
 */
export function PasswordField({ autoComplete = 'current-password', disabled, ...rest }: PasswordFieldProps) {
  const t = useDsTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      {...rest}
      disabled={disabled}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      spellCheck={false}
      autoCapitalize="off"
      end={
        <Button
          variant="ghost"
          size="sm"
          disabled={disabled}
          aria-pressed={visible}
          aria-label={visible ? t('passwordFieldHide') : t('passwordFieldShow')}
          icon={<EyeIcon crossed={visible} />}
          onClick={() => setVisible((value) => !value)}
        />
      }
    />
  );
}

function EyeIcon({ crossed }: { crossed: boolean }) {
  return (
    <svg
      viewBox="0 0 24 24"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d="M2 12s3.5-7 10-7 10 7 10 7-3.5 7-10 7S2 12 2 12z" />
      <circle cx="12" cy="12" r="3" />
      {crossed ? <path d="M4 4l16 16" /> : null}
    </svg>
  );
}
