/** The session hook (SPEC.md sections 3 and 4): flags, and login, free play, register and logout. */
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ActionOptions } from '../api/client';
import { register as registerCall, registerByMobile } from '../api/member';
import { login as loginCall, loginFreePlay as freePlayCall } from '../api/session';
import type { RegisterRequest } from '../api/wire/member';
import type { LoginRequest, LoginValue } from '../api/wire/session';
import { useApi, useSessionState } from './ApiProvider';
import { logoutSession } from './appApi';

/**
 * Whether the change-password popup must open after this login (SPEC.md section 4): default or
 * expired password (the platform applies PWDEXPFORCECHANGE3), never after an SMS login.
 */
export function mustChangePassword(value: LoginValue, request?: Pick<LoginRequest, 'type'>): boolean {
  if (request?.type === 'sms') return false;
  return value.defaultPassword || value.passwordExpired;
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

  const loginFreePlay = useCallback(async () => {
    const value = await freePlayCall(api.client);
    api.session.signIn(value);
    return value;
  }, [api]);

  const register = useCallback(
    async (request: RegisterRequest, by: 'username' | 'mobile', options?: ActionOptions) => {
      const call = by === 'mobile' ? registerByMobile : registerCall;
      const value = await call(api.client, request, options);
      api.session.signIn(value);
      return value;
    },
    [api],
  );

  /** Logs out and forgets every cached answer, so nothing of this player is shown to the next. */
  const logout = useCallback(async () => {
    try {
      await logoutSession(api);
    } finally {
      await mutate(() => true, undefined, { revalidate: false });
    }
  }, [api, mutate]);

  return { ...state, login, loginFreePlay, register, logout };
}
