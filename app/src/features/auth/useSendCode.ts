import type { SendCode } from '@lobby/design-system';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText, isThrottled } from '../../api';
import type { SmsValue } from '@lobby/contract';

/**
 * An SMS send for the forms' code field: the countdown lasts 60 s per minute of the code's validity
 * (SPEC.md section 9); a failed send shows the platform's message, in the catalogue's words, in the
 * form's warning dialog (section 8). A second press within a second is dropped by the API's throttle
 * (section 7) and said so, rather than sending twice.
 */
export function useSendCode(send: (mobileNum: string, dialingCode: string) => Promise<SmsValue>): SendCode {
  const { i18n } = useTranslation();
  return useCallback<SendCode>(
    async (mobileNum, dialingCode) => {
      try {
        const { expiredMinutes } = await send(mobileNum, dialingCode);
        return { ok: true, expiredMinutes };
      } catch (error) {
        return { ok: false, message: isThrottled(error) ? i18n.t('auth.sendTooSoon') : errorText(i18n.t, error) };
      }
    },
    [send, i18n],
  );
}
