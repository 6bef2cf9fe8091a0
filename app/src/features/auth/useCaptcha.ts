import type { CaptchaProps } from '@lobby/design-system';
import { useCallback, useState } from 'react';
import { isApiError, isThrottled } from '../../api';
import { getCaptcha } from '../../api/session';
import { useApi } from '../../data';

interface CaptchaState {
  captchaId?: string;
  image?: string;
  loading: boolean;
}

/** Whether a failed login asks for the captcha (SPEC.md section 4: the failure carries a captcha flag). */
export function asksForCaptcha(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const flagged = (error.value as { captcha?: unknown } | null | undefined)?.captcha === true;
  return flagged || error.messageKey === 'captchaRequired' || error.messageKey === 'captchaFailed';
}

/**
 * The captcha shown after failed logins: hidden until `show`, then an image from the platform's
 * captcha call. Each image answers once, so every new attempt needs a new one (`show` again).
 */
export function useCaptcha() {
  const { client } = useApi();
  const [state, setState] = useState<CaptchaState | null>(null);

  const show = useCallback(async () => {
    setState((current) => ({ ...current, loading: true }));
    try {
      const { captchaId, image } = await getCaptcha(client);
      setState({ captchaId, image, loading: false });
    } catch (error) {
      // Throttled: the image shown is at most a second old; any other failure leaves the field to retry.
      setState((current) => ({ ...current, loading: false }));
      if (!isThrottled(error)) throw error;
    }
  }, [client]);

  const props: CaptchaProps | undefined = state
    ? {
        image: state.image,
        loading: state.loading,
        onRefresh: () => {
          show().catch(() => undefined);
        },
      }
    : undefined;
  return { props, captchaId: state?.captchaId, show };
}
