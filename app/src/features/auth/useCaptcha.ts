import type { CaptchaProps } from '@lobby/design-system';
import type { HumanCheckAnswer, HumanCheckPoint, RegisterSettings } from '@lobby/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { isApiError, isThrottled } from '../../api';
import { getCaptcha } from '../../api/session';
import { captchaRefreshIntervalMs } from '../../config/business';
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
 * Whether the platform requires human verification at `point` (the register settings' humanCheck;
 * SPEC.md section 4, issue 16 item 3) with a challenge this site shows: the platform's captcha.
 */
export function humanCheckRequired(settings: RegisterSettings | undefined, point: HumanCheckPoint): boolean {
  const check = settings?.humanCheck;
  return check?.provider === 'captcha' && check.required.includes(point);
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The platform's captcha: hidden until `show` (after a failed login asked for it), or shown from the
 * start when `shownFromStart` (where the platform requires human verification). Each image answers
 * once, so every new attempt needs a new one (`show` again, or `answered` around a call).
 */
export function useCaptcha(shownFromStart = false) {
  const { client } = useApi();
  const [state, setState] = useState<CaptchaState | null>(null);
  // The id of the image on screen, for calls made from stable callbacks (a code send).
  const shownId = useRef<string | undefined>(undefined);

  const show = useCallback(async () => {
    setState((current) => ({ ...current, loading: true }));
    try {
      const fetchImage = async () => {
        try {
          return await getCaptcha(client);
        } catch (error) {
          // SPEC.md section 7: at most one image a second. The one shown was fetched under a second
          // ago and is used up or being replaced: the next one as soon as the limit allows.
          if (!isThrottled(error)) throw error;
          await wait(captchaRefreshIntervalMs);
          return getCaptcha(client);
        }
      };
      const { captchaId, image } = await fetchImage();
      shownId.current = captchaId;
      setState({ captchaId, image, loading: false });
    } catch (error) {
      // Still throttled: the image shown is at most a second old; any other failure leaves the field to retry.
      setState((current) => ({ ...current, loading: false }));
      if (!isThrottled(error)) throw error;
    }
  }, [client]);

  useEffect(() => {
    if (shownFromStart) show().catch(() => undefined);
  }, [shownFromStart, show]);

  /**
   * Runs a call with the answer typed (and its image's id), then brings a new image: the answer is
   * used up, right or wrong. Without an answer (none was asked) the call goes without one.
   */
  const answered = useCallback(
    async <T>(typed: string | undefined, call: (answer: HumanCheckAnswer) => Promise<T>): Promise<T> => {
      if (typed === undefined) return call({});
      try {
        return await call({ captcha: typed, captchaId: shownId.current });
      } finally {
        show().catch(() => undefined);
      }
    },
    [show],
  );

  const props: CaptchaProps | undefined = state
    ? {
        image: state.image,
        loading: state.loading,
        onRefresh: () => {
          show().catch(() => undefined);
        },
      }
    : undefined;
  return { props, captchaId: state?.captchaId, show, answered };
}
