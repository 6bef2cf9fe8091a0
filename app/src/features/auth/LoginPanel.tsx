import { LoginForm, type AuthFormHelpers, type LoginValues } from '@lobby/design-system';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { readRememberedLogin, rememberLogin, useSession } from '../../data';
import { asksForCaptcha, useCaptcha } from './useCaptcha';

interface LoginPanelProps {
  onDone: () => void;
  onRegister: () => void;
}

/**
 * The login flow of SPEC.md section 4, by username: login call, captcha once a failure asks for it,
 * the platform's refusal as the catalogue's text (SPEC.md section 8). Only the username is remembered.
 */
export function LoginPanel({ onDone, onRegister }: LoginPanelProps) {
  const { i18n } = useTranslation();
  const { login } = useSession();
  const captcha = useCaptcha();
  const [remembered] = useState(readRememberedLogin);
  const [serverError, setServerError] = useState<string>();

  const submit = async (values: LoginValues, helpers: AuthFormHelpers) => {
    if (values.type !== 'username') return;
    setServerError(undefined);
    try {
      await login({
        type: 'username',
        username: values.username,
        password: values.password,
        ...(captcha.props ? { captcha: values.captcha, captchaId: captcha.captchaId } : {}),
      });
      rememberLogin({ remember: values.remember, username: values.remember ? values.username : '' });
      onDone();
    } catch (error) {
      setServerError(errorText(i18n.t, error));
      // A shown captcha was used up by this attempt: a new image either way.
      if (captcha.props || asksForCaptcha(error)) {
        void helpers.setFieldValue('captcha', '');
        await captcha.show().catch(() => undefined);
      }
    }
  };

  return (
    <LoginForm
      onSubmit={submit}
      captcha={captcha.props}
      serverError={serverError}
      initialUsername={remembered.username}
      initialRemember={remembered.remember}
      onRegister={onRegister}
    />
  );
}
