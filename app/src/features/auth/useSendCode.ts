import type { SendCodeResult } from '@lobby/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isThrottled } from '../../api';
import type { SmsValue } from '@lobby/contract';
import { refusedField } from './failure';

/**
 * A code send for a form's code field (an SMS login or registration code, or a new device's SMS or
 * e-mail code): the countdown lasts 60 s per minute of the code's validity (SPEC.md section 9); a
 * failed send shows the platform's message, in the catalogue's words, in the form (section 8), under
 * the captcha when the send's human verification was refused (issue 16 item 3). A
 * second press within a second is dropped by the API's throttle (section 7) and said so, rather than
 * sending twice.
 */
export function useSendCode<Args extends unknown[]>(
  send: (...args: Args) => Promise<SmsValue>,
): (...args: Args) => Promise<SendCodeResult> {
  const { i18n } = useTranslation();
  return useCallback(
    async (...args: Args): Promise<SendCodeResult> => {
      try {
        const { expiredMinutes } = await send(...args);
        return { ok: true, expiredMinutes };
      } catch (error) {
        if (isThrottled(error)) return { ok: false, message: i18n.t('auth.sendTooSoon') };
        const message = errorText(i18n.t, error);
        return refusedField(error) === 'captcha' ? { ok: false, message, field: 'captcha' } : { ok: false, message };
      }
    },
    [send, i18n],
  );
}
