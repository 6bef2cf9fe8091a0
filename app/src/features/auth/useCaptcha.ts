import { type CaptchaProps, useTheme } from '@lobby/design-system';
import type { HumanCheckAnswer, HumanCheckPoint, HumanCheckSetting, RegisterSettings } from '@lobby/contract';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError, isThrottled } from '../../api';
import { getCaptcha } from '../../api/session';
import { captchaRefreshIntervalMs } from '../../config/business';
import { useApi } from '../../data';
import { hostedChallenge } from './hostedChallenge';

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
 * SPEC.md section 4, issue 16 item 3): its image captcha or an operator's hosted challenge.
 */
export function humanCheckRequired(settings: RegisterSettings | undefined, point: HumanCheckPoint): boolean {
  return settings?.humanCheck?.required.includes(point) ?? false;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The human check the platform asks for (`check`: its register settings' humanCheck): the platform's
 * image captcha, or an operator's hosted challenge when `check.provider` is `hosted`. Hidden until
 * `show` (after a failed login asked for it), or shown from the start when `shownFromStart` (where
 * the platform requires it). Each image and each token answers once, so every new attempt needs a
 * new one (`show` again, or `answered` around a call).
 */
export function useCaptcha(shownFromStart: boolean, check: HumanCheckSetting | undefined) {
  const { client } = useApi();
  const { mode } = useTheme();
  const { i18n } = useTranslation();
  const hosted = check?.provider === 'hosted' ? check.hosted : undefined;
  const [state, setState] = useState<CaptchaState | null>(null);
  // The id of the image on screen, for calls made from stable callbacks (a code send).
  const shownId = useRef<string | undefined>(undefined);
  // The hosted widget in the page's theme and language (drawn anew when either changes).
  const challenge = useMemo(
    () => (hosted ? hostedChallenge(hosted, { theme: mode, language: i18n.language }) : undefined),
    [hosted, mode, i18n.language],
  );

  const show = useCallback(async () => {
    if (challenge) {
      // The widget shown (it loads itself), or drawn anew when one was (its token used or refused).
      challenge.reset();
      setState({ loading: false });
      return;
    }
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
  }, [client, challenge]);

  useEffect(() => {
    if (shownFromStart) show().catch(() => undefined);
  }, [shownFromStart, show]);

  /** The form's `captcha` value as the call's human-verification fields. */
  const answerOf = useCallback(
    (typed: string): HumanCheckAnswer =>
      challenge ? { challengeToken: typed } : { captcha: typed, captchaId: shownId.current },
    [challenge],
  );

  /**
   * Runs a call with the answer given (typed digits or a token), then brings a new challenge: the
   * answer is used up, right or wrong. Without an answer (none was asked) the call goes without one.
   */
  const answered = useCallback(
    async <T>(typed: string | undefined, call: (answer: HumanCheckAnswer) => Promise<T>): Promise<T> => {
      if (typed === undefined) return call({});
      try {
        return await call(answerOf(typed));
      } finally {
        show().catch(() => undefined);
      }
    },
    [answerOf, show],
  );

  const props: CaptchaProps | undefined = !state
    ? undefined
    : challenge
      ? { widget: challenge.widget }
      : {
          image: state.image,
          loading: state.loading,
          onRefresh: () => {
            show().catch(() => undefined);
          },
        };
  return { props, show, answerOf, answered };
}
