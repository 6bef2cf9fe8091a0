// Human verification (SPEC.md section 4: "human verification for username login (skipped for SMS)",
// before an SMS code is sent, and on register; issue 16 item 3). One verifier behind an interface: the
// platform's image captcha (domains/session/captcha.ts) is its implementation; a hosted challenge is
// another one, with its own provider name for the site to show its widget.
import {
  type HumanCheckAnswer,
  type HumanCheckPoint,
  humanCheckPoints,
  type HumanCheckProvider,
  type HumanCheckSetting,
} from '@lobby/contract';
import type { PlatformConfig } from './config';

export interface HumanCheckVerifier {
  /** The challenge the site shows (the register settings' `humanCheck.provider`). */
  readonly provider: HumanCheckProvider;
  /**
   * Checks an answer and uses it up, right or wrong. Throws CAPTCHA_REQUIRED when there is none and
   * CAPTCHA_WRONG when it is wrong, expired or already used.
   */
  verify(answer: HumanCheckAnswer): void;
}

/** The check where the operator requires it (LOBBY_HUMAN_CHECK), the same verifier behind every point. */
export interface HumanCheck {
  readonly verifier: HumanCheckVerifier;
  required(point: HumanCheckPoint): boolean;
  /** Verifies `answer` when `point` requires it; nothing otherwise. */
  at(point: HumanCheckPoint, answer: HumanCheckAnswer): void;
}

export function createHumanCheck(config: Pick<PlatformConfig, 'humanCheck'>, verifier: HumanCheckVerifier): HumanCheck {
  const required = (point: HumanCheckPoint) => config.humanCheck.has(point);
  return {
    verifier,
    required,
    at(point, answer) {
      if (required(point)) verifier.verify(answer);
    },
  };
}

/**
 * What the register settings tell the site (GET /wps/system/setting/register): where the check is
 * required, in the order of the contract's list. The embedded platform's one provider is its captcha.
 */
export function humanCheckSetting(config: Pick<PlatformConfig, 'humanCheck'>): HumanCheckSetting {
  return { provider: 'captcha', required: humanCheckPoints.filter((point) => config.humanCheck.has(point)) };
}
