/** Account security (issue 17 item 4; contract: security.ts): sessions, login history, two-step login. */
import { smsSendIntervalMs } from '../config/business';
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import { throttlePerClient } from './throttle';
import {
  type LoginHistoryValue,
  type LoginValue,
  type LoginVerifyRequest,
  type LoginVerifySendRequest,
  securityPaths,
  sessionPaths,
  type SessionsValue,
  type SignOutSessionRequest,
  type SmsValue,
  type ThirdPartyChannel,
  type ThirdPartyLinkRequest,
  type ThirdPartyLinksValue,
  type TwoStepBackupCodes,
  type TwoStepDisableRequest,
  type TwoStepEnrolment,
  type TwoStepValue,
} from '@lobby/contract';

export function getSessions(client: ApiClient, options?: CallOptions) {
  return client.get<SessionsValue>(securityPaths.sessions, undefined, options);
}

/** Ends one of the account's sessions: one Idempotency-Key per action. */
export function signOutSession(client: ApiClient, request: SignOutSessionRequest, options?: ActionOptions) {
  return client.post<SessionsValue>(securityPaths.signOutSession, request, actionOptions(options));
}

/** Ends every session but this one: one Idempotency-Key per action. */
export function signOutOthers(client: ApiClient, options?: ActionOptions) {
  return client.post<SessionsValue>(securityPaths.signOutOthers, {}, actionOptions(options));
}

export function getLoginHistory(client: ApiClient, options?: CallOptions) {
  return client.get<LoginHistoryValue>(securityPaths.loginHistory, undefined, options);
}

export function getTwoStep(client: ApiClient, options?: CallOptions) {
  return client.get<TwoStepValue>(securityPaths.twoStep, undefined, options);
}

/** A new secret to enrol (the contract sends no Idempotency-Key: a repeat only makes a new secret). */
export function startTwoStep(client: ApiClient, options?: CallOptions) {
  return client.post<TwoStepEnrolment>(securityPaths.twoStepStart, {}, options);
}

/** Confirms the enrolment with a code; the backup codes, shown once (never stored by the platform in clear). */
export function confirmTwoStep(client: ApiClient, code: string, options?: CallOptions) {
  return client.post<TwoStepBackupCodes>(securityPaths.twoStepConfirm, { code }, options);
}

/** Turns two-step login off with the password and a code; sealed, one Idempotency-Key per action. */
export function disableTwoStep(client: ApiClient, request: TwoStepDisableRequest, options?: ActionOptions) {
  return client.post<TwoStepValue>(securityPaths.twoStepDisable, request, { ...actionOptions(options), encrypt: true });
}

/** The second step of a login that answered LOGIN_VERIFY_REQUIRED; sealed, as the login is. */
export function verifyLogin(client: ApiClient, request: LoginVerifyRequest, options?: CallOptions) {
  return client.post<LoginValue>(sessionPaths.loginVerify, request, { ...options, encrypt: true });
}

/**
 * Sends the code of a new device's verification by SMS or e-mail (issue 16 item 1); sealed, as the
 * login is; at most once per 1000 ms per client, as every code send (SPEC.md section 7).
 */
export const sendLoginVerifyCode = throttlePerClient(
  (client: ApiClient, request: LoginVerifySendRequest, options?: ActionOptions) =>
    client.post<SmsValue>(sessionPaths.loginVerifySend, request, { ...actionOptions(options), encrypt: true }),
  smsSendIntervalMs,
);

/** The third-party identities linked to the account (issue 16 item 2). */
export function getThirdPartyLinks(client: ApiClient, options?: CallOptions) {
  return client.get<ThirdPartyLinksValue>(sessionPaths.thirdPartyLinks, undefined, options);
}

/** Links the identity of a provider's ID token to the account; sealed. */
export function linkThirdParty(client: ApiClient, request: ThirdPartyLinkRequest, options?: CallOptions) {
  return client.post<ThirdPartyLinksValue>(sessionPaths.thirdPartyLinks, request, { ...options, encrypt: true });
}

/** Unlinks a channel; refused (THIRD_PARTY_LAST_LOGIN) when it is the account's only way in. */
export function unlinkThirdParty(client: ApiClient, channel: ThirdPartyChannel, options?: CallOptions) {
  return client.delete<ThirdPartyLinksValue>(
    `${sessionPaths.thirdPartyLinks}?${new URLSearchParams({ channel }).toString()}`,
    undefined,
    options,
  );
}
