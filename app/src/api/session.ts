/** Session calls of SPEC.md section 7 ("Auth and session"): login, free play, logout, captcha, SMS. */
import { captchaRefreshIntervalMs, platformCode, smsSendIntervalMs } from '../config/business';
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import { throttlePerClient } from './throttle';
import {
  type CaptchaValue,
  type FreePlayLoginRequest,
  type LoginRequest,
  type LoginValue,
  sessionPaths,
  type SmsLoginRequest,
  type SmsRegisterRequest,
  type SmsValue,
  type ThirdPartyChannel,
  type ThirdPartyLoginRequest,
  thirdPartyModuleOf,
} from '@lobby/contract';

/** The gateway version the free-play login names (SPEC.md section 7). */
const freePlayGatewayVersion = 3;

/** Logs in by username or SMS code; the payload is sealed. A refusal may carry `{ captcha: true }`. */
export function login(client: ApiClient, request: LoginRequest, options?: CallOptions) {
  return client.post<LoginValue>(sessionPaths.login, request, { ...options, encrypt: true });
}

/** Logs in with a third-party identity (issue 16 item 2): the provider's ID token, sealed like the login. */
export function loginThirdParty(client: ApiClient, request: ThirdPartyLoginRequest, options?: CallOptions) {
  return client.post<LoginValue>(sessionPaths.thirdPartyLogin, request, {
    ...options,
    encrypt: true,
    moduleId: thirdPartyModuleOf[request.firebaseChannel],
  });
}

/** What the site's server hands over after a third-party sign-in (server/oidc.ts). */
export interface ThirdPartyHandoff {
  channel: ThirdPartyChannel;
  idToken: string;
  intent: 'login' | 'link';
}

/** Where the site's server starts a third-party sign-in, and comes back to `returnTo` (a path of this site). */
export const thirdPartyStartUrl = (channel: ThirdPartyChannel, intent: ThirdPartyHandoff['intent'], returnTo: string) =>
  `/auth/${channel}/start?${new URLSearchParams({ intent, return: returnTo }).toString()}`;

/**
 * The ID token of the sign-in that just came back, from the site's server (never in a URL): once,
 * then it is gone; null when there is none (already taken, or more than a minute old).
 */
export async function takeThirdPartyHandoff(): Promise<ThirdPartyHandoff | null> {
  const response = await fetch('/auth/handoff', { method: 'POST', credentials: 'same-origin' });
  return response.ok ? ((await response.json()) as ThirdPartyHandoff) : null;
}

/**
 * Opens a free-play session (FREEPLAY3; SPEC.md section 7: "os, platform W, RSA-encrypted random
 * string, gateway version 3"): a random string stands for the visitor, and the body is sealed like
 * the login's, so the string never travels in the clear.
 */
export async function loginFreePlay(
  client: ApiClient,
  request: Partial<FreePlayLoginRequest> = {},
  options?: CallOptions,
) {
  // The User-Agent parser loads with the click: it is not worth a place in the first script.
  const { deviceName } = await import('./deviceName');
  const os = deviceName(typeof navigator === 'undefined' ? undefined : navigator.userAgent).system;
  const body: FreePlayLoginRequest = {
    ...(os ? { os } : {}),
    platform: platformCode,
    random: crypto.randomUUID(),
    gatewayVersion: freePlayGatewayVersion,
    ...request,
  };
  return client.post<LoginValue>(sessionPaths.freePlayLogin, body, {
    ...options,
    encrypt: true,
    moduleId: 'FREEPLAY3',
  });
}

export function logout(client: ApiClient, options?: CallOptions) {
  return client.delete<null>(sessionPaths.logout, undefined, options);
}

/** A new captcha image; at most once per second per client (SPEC.md section 7), else ThrottledError. */
export const getCaptcha = throttlePerClient(
  (client: ApiClient, options?: CallOptions) => client.get<CaptchaValue>(sessionPaths.captcha, undefined, options),
  captchaRefreshIntervalMs,
);

/** Sends a login code by SMS; at most once per 1000 ms per client (SPEC.md section 7). */
export const sendLoginSms = throttlePerClient(
  (client: ApiClient, request: SmsLoginRequest, options?: ActionOptions) =>
    client.post<SmsValue>(sessionPaths.smsLogin, request, {
      ...actionOptions(options),
      moduleId: 'MOBILEVERCODELOGIN3',
    }),
  smsSendIntervalMs,
);

/** Sends a registration (or password-reset) code by SMS; at most once per 1000 ms per client. */
export const sendRegisterSms = throttlePerClient(
  (client: ApiClient, request: SmsRegisterRequest, options?: ActionOptions) =>
    client.post<SmsValue>(sessionPaths.smsRegister, request, actionOptions(options)),
  smsSendIntervalMs,
);
