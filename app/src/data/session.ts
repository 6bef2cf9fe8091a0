/**
 * The session hook (SPEC.md sections 3 and 4): flags, and login, free play, register, logout and the
 * password calls that end in a session (change, forgot by e-mail, forgot by phone).
 */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions } from '../api/client';
import {
  changePassword as changePasswordCall,
  forgotPasswordByEmail,
  getMemberInfo,
  isRealMember,
  register as registerCall,
  registerByMobile,
  resetPasswordByPhone,
} from '../api/member';
import { verifyLogin } from '../api/security';
import { login as loginCall, loginFreePlay as freePlayCall, loginThirdParty as thirdPartyCall } from '../api/session';
import type {
  ChangePasswordRequest,
  ForgotByEmailRequest,
  ForgotByPhoneRequest,
  LoginRequest,
  LoginValue,
  LoginVerifyRequest,
  RegisterRequest,
  ThirdPartyLoginRequest,
} from '@lobby/contract';
import { useApi, useSessionState } from './ApiProvider';
import { logoutSession } from './appApi';
import { removeSession } from './storage';

/** Why a login must be followed by a password change (SPEC.md section 4). */
export type ForcedPasswordChange = 'default' | 'expired';

/**
 * Whether, and why, the change-password popup must open after this login (SPEC.md section 4): the
 * default password, or an expired one (the platform applies PWDEXPFORCECHANGE3); never after an SMS login.
 */
export function forcedPasswordChange(
  value: LoginValue,
  request?: Pick<LoginRequest, 'type'>,
): ForcedPasswordChange | null {
  // Nor after a third-party login, which is its own login type (SPEC.md section 4).
  if (request?.type === 'sms' || request?.type === 'thirdParty') return null;
  if (value.defaultPassword) return 'default';
  return value.passwordExpired ? 'expired' : null;
}

export function mustChangePassword(value: LoginValue, request?: Pick<LoginRequest, 'type'>): boolean {
  return forcedPasswordChange(value, request) !== null;
}

/**
 * SPEC.md section 4, free-play login: "remove a stored cpw key". The operators' site kept a pending
 * password change under it; a free-play session must never inherit one.
 */
const pendingPasswordChangeKey = 'cpw';

function forgetPendingPasswordChange(): void {
  removeSession(pendingPasswordChangeKey);
  try {
    globalThis.localStorage.removeItem(pendingPasswordChangeKey);
  } catch {
    // No storage: nothing was kept.
  }
}

export function useSession() {
  const api = useApi();
  const state = useSessionState();
  const { mutate } = useSWRConfig();

  const login = useCallback(
    async (request: LoginRequest) => {
      const value = await loginCall(api.client, request);
      api.session.signIn(value);
      return value;
    },
    [api],
  );

  /** The second step of a login that answered LOGIN_VERIFY_REQUIRED (issue 17 item 4): a code opens the session. */
  const verifyLoginCode = useCallback(
    async (request: LoginVerifyRequest) => {
      const value = await verifyLogin(api.client, request);
      api.session.signIn(value);
      return value;
    },
    [api],
  );

  const loginFreePlay = useCallback(async () => {
    const value = await freePlayCall(api.client);
    forgetPendingPasswordChange();
    api.session.signIn(value);
    return value;
  }, [api]);

  /**
   * Reloads who is logged in (SPEC.md section 4, "load login info") and every cached member answer
   * that hangs on it.
   */
  const reloadLoginInfo = useCallback(async () => {
    const info = await getMemberInfo(api.client);
    if (isRealMember(info)) api.session.setMember(info);
    await mutate((key) => Array.isArray(key) && key[0] === 'member/info');
  }, [api, mutate]);

  /** Changes the password, then reloads the login info (SPEC.md section 4). */
  const changePassword = useCallback(
    async (request: ChangePasswordRequest, options?: ActionOptions) => {
      await changePasswordCall(api.client, request, options);
      await reloadLoginInfo().catch(() => undefined);
    },
    [api, reloadLoginInfo],
  );

  /** Forgot by e-mail: the platform mails the account's owner; nothing changes here. */
  const forgotByEmail = useCallback(
    (request: ForgotByEmailRequest, options?: ActionOptions) => forgotPasswordByEmail(api.client, request, options),
    [api],
  );

  /**
   * Forgot by phone: sets the new password with the SMS code and answers the account's username
   * (SPEC.md section 4). The login that follows is the login popup's, so that a captcha or a new
   * device's verification it may need is asked there (features/auth/AuthPopup.tsx).
   */
  const resetByPhone = useCallback(
    async (request: ForgotByPhoneRequest, options?: ActionOptions) => {
      const { userName } = await resetPasswordByPhone(api.client, request, options);
      return userName;
    },
    [api],
  );

  const register = useCallback(
    async (request: RegisterRequest, by: 'username' | 'mobile', options?: ActionOptions) => {
      const call = by === 'mobile' ? registerByMobile : registerCall;
      const value = await call(api.client, request, options);
      api.session.signIn(value);
      return value;
    },
    [api],
  );

  /**
   * Logs out and forgets every cached answer of this player (their keys carry the token), so nothing
   * of theirs is shown to the next. Public answers stay: emptying the system status would put the
   * whole site back behind its start-up loader.
   */
  const forgetAnswers = useCallback(
    (token: string | null) =>
      mutate((key) => Array.isArray(key) && token !== null && key.includes(token), undefined, {
        revalidate: false,
      }),
    [mutate],
  );
  const logout = useCallback(async () => {
    const token = api.session.getToken();
    try {
      await logoutSession(api);
    } finally {
      await forgetAnswers(token);
    }
  }, [api, forgetAnswers]);

  /**
   * The platform has ended the session already (a time-out or self-exclusion ends every session,
   * issue 17): forgets it here as logout does, without the logout call, which would only be refused.
   */
  const forget = useCallback(async () => {
    const token = api.session.getToken();
    api.session.clear();
    await forgetAnswers(token);
  }, [api, forgetAnswers]);

  return {
    ...state,
    login,
    verifyLoginCode,
    loginFreePlay,
    register,
    logout,
    forget,
    reloadLoginInfo,
    changePassword,
    forgotByEmail,
    resetByPhone,
  };
}

/**
 * Logs in with a third-party identity's ID token (issue 16 item 2): a session as any login's. A hook
 * of its own, not part of useSession: only the login popup uses it, and useSession is in the first
 * script (budgets.json).
 */
export function useThirdPartyLogin() {
  const api = useApi();
  return useCallback(
    async (request: ThirdPartyLoginRequest) => {
      const value = await thirdPartyCall(api.client, request);
      api.session.signIn(value);
      return value;
    },
    [api],
  );
}
