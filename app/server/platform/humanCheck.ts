// Human verification (SPEC.md section 4: "human verification for username login (skipped for SMS)",
// before an SMS code is sent, and on register; issue 16 item 3). One verifier behind an interface: the
// platform's image captcha (domains/session/captcha.ts) is one implementation; an operator's hosted
// challenge (hostedVerifier below: Cloudflare Turnstile, hCaptcha, reCAPTCHA, or the stand-in of
// domains/challenge) is the other, with its own provider name for the site to show its widget.
import {
  ErrorCode,
  type HumanCheckAnswer,
  type HumanCheckPoint,
  humanCheckPoints,
  type HumanCheckProvider,
  type HumanCheckSetting,
} from '@lobby/contract';
import type { FailureLog } from '../failureLog';
import type { HostedChallengeService, PlatformConfig } from './config';
import { PlatformError } from './errors';

export interface HumanCheckVerifier {
  /** The challenge the site shows (the register settings' `humanCheck.provider`). */
  readonly provider: HumanCheckProvider;
  /**
   * Checks an answer and uses it up, right or wrong. Rejects with CAPTCHA_REQUIRED when there is none
   * and CAPTCHA_WRONG when it is wrong, expired or already used. `remoteIp`: the caller's address,
   * which a hosted challenge's service may compare with the one that solved it.
   */
  verify(answer: HumanCheckAnswer, remoteIp?: string): Promise<void>;
}

/** The check where the operator requires it (LOBBY_HUMAN_CHECK), the same verifier behind every point. */
export interface HumanCheck {
  readonly verifier: HumanCheckVerifier;
  required(point: HumanCheckPoint): boolean;
  /** Verifies `answer` when `point` requires it; nothing otherwise. */
  at(point: HumanCheckPoint, answer: HumanCheckAnswer, remoteIp?: string): Promise<void>;
}

export function createHumanCheck(config: Pick<PlatformConfig, 'humanCheck'>, verifier: HumanCheckVerifier): HumanCheck {
  const required = (point: HumanCheckPoint) => config.humanCheck.has(point);
  return {
    verifier,
    required,
    async at(point, answer, remoteIp) {
      if (required(point)) await verifier.verify(answer, remoteIp);
    },
  };
}

/**
 * What the register settings tell the site (GET /wps/system/setting/register): which challenge, where
 * it is required (in the order of the contract's list), and a hosted one's widget.
 */
export function humanCheckSetting(
  config: Pick<PlatformConfig, 'humanCheck' | 'humanCheckProvider' | 'challenge'>,
): HumanCheckSetting {
  const required = humanCheckPoints.filter((point) => config.humanCheck.has(point));
  if (config.humanCheckProvider === 'captcha') return { provider: 'captcha', required };
  const { script, api, siteKey } = config.challenge;
  return { provider: 'hosted', required, hosted: { script, api, siteKey } };
}

/** A siteverify call: the form in, the service's JSON out; rejects with a failure's kind (never a token). */
export type Siteverify = (form: URLSearchParams) => Promise<unknown>;

/** How long the platform waits for a hosted challenge's service. */
const siteverifyTimeoutMs = 5000;

/**
 * Siteverify over HTTP (the shape Turnstile, hCaptcha and reCAPTCHA share): the form POSTed as
 * application/x-www-form-urlencoded, 5 s at most. Rejects with a short, fixed reason per kind of
 * failure (timed out, unreachable, its HTTP status, not JSON), which the failure log tells once.
 */
export function siteverifyOver(url: string, timeoutMs = siteverifyTimeoutMs): Siteverify {
  return async (form) => {
    let response: Response;
    try {
      response = await fetch(url, { method: 'POST', body: form, signal: AbortSignal.timeout(timeoutMs) });
    } catch (error) {
      throw new Error(error instanceof Error && error.name === 'TimeoutError' ? 'timed out' : 'unreachable');
    }
    if (!response.ok) throw new Error(`answered HTTP ${response.status}`);
    try {
      const answer: unknown = await response.json();
      return answer;
    } catch {
      throw new Error('answered something other than JSON');
    }
  };
}

const wrong = { captcha: true };

/** Errors of the siteverify answer that say the platform's own setting is wrong, not the player. */
const settingErrors = ['missing-input-secret', 'invalid-input-secret'];

/**
 * A hosted challenge as the verifier: the answer is its `challengeToken`, checked by the service's
 * siteverify with the secret. Only `{ success: true }` passes; a refusal, a service that fails, times
 * out or answers nonsense is CAPTCHA_WRONG (the form shows it under the widget, which the site resets).
 * A failure of the service itself, or a refused secret, is logged once per kind, never the token.
 */
export function hostedVerifier(
  service: Pick<HostedChallengeService, 'secret'>,
  siteverify: Siteverify,
  failures: FailureLog,
): HumanCheckVerifier {
  const what = 'The hosted challenge (LOBBY_CHALLENGE_VERIFY_URL)';
  return {
    provider: 'hosted',
    async verify({ challengeToken }, remoteIp) {
      if (!challengeToken)
        throw new PlatformError(ErrorCode.CAPTCHA_REQUIRED, 'Please complete the verification', 200, wrong);
      const form = new URLSearchParams({ secret: service.secret, response: challengeToken });
      if (remoteIp) form.set('remoteip', remoteIp);
      let answer: unknown;
      try {
        answer = await siteverify(form);
      } catch (error) {
        failures.failed(what, error instanceof Error ? error.message : 'failed');
      }
      const result = (typeof answer === 'object' && answer !== null ? answer : {}) as Record<string, unknown>;
      if (answer !== undefined && typeof result.success !== 'boolean')
        failures.failed(what, 'answered without a success flag');
      const codes = (Array.isArray(result['error-codes']) ? (result['error-codes'] as unknown[]) : []).map(String);
      const setting = codes.find((code) => settingErrors.includes(code));
      if (setting) failures.failed(what, `refused the secret (${setting})`);
      if (result.success !== true)
        throw new PlatformError(ErrorCode.CAPTCHA_WRONG, 'The verification failed, please try again', 200, wrong);
    },
  };
}
