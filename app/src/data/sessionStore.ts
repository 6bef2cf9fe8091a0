/**
 * The session store (SPEC.md sections 3 and 4): the token and who is logged in, kept in
 * sessionStorage so a reload stays logged in and closing the tab logs out. No password is ever kept.
 */
import { agentTypes, trialTypes } from '../config/business';
import type { LoginValue, MemberInfo } from '@lobby/contract';
import { writePreference } from './preferences';
import {
  clearSessionExcept,
  readSession,
  readSessionJson,
  removeSession,
  sessionKeys,
  writeSession,
  writeSessionJson,
} from './storage';

/** Who is logged in, as SPEC.md section 3 lists it for the session. */
interface SessionUser {
  customerId: number;
  account: string;
  username: string;
  nickname: string;
  /** The member type: decides isAgent and isTrial. */
  type: number;
  /** The VIP label and rank level (member info's clubLabel), when the account is in the VIP club. */
  vip?: SessionVip;
}

/** SPEC.md section 3: the VIP label and rank level of the login state. */
interface SessionVip {
  label: string;
  rankLevel: number;
}

export interface SessionState {
  /**
   * True only while a server-rendered page renders (on the server, and while the browser hydrates
   * it): the token is in sessionStorage, which the server cannot read, so the page is rendered for a
   * guest and guarded routes wait (routes/guards.tsx); the real session follows in the next render.
   */
  pending: boolean;
  token: string | null;
  user: SessionUser | null;
  isLogin: boolean;
  isAgent: boolean;
  isTrial: boolean;
  firstTimeLogin: boolean;
  /** SPEC.md section 3: the VIP flag, and the VIP label and rank level (null without a VIP level). */
  isVip: boolean;
  vip: SessionVip | null;
}

export interface SessionStore {
  getSnapshot: () => SessionState;
  subscribe: (listener: () => void) => () => void;
  getToken: () => string | null;
  /** Keeps the session a login, free-play login or registration answered. */
  signIn: (value: LoginValue) => void;
  /** Keeps the token alone (from the URL), until member info names the user. */
  adoptToken: (token: string) => void;
  /** Updates who is logged in from GET /wps/member/info. */
  setMember: (info: MemberInfo) => void;
  /** The first-login action has run. */
  clearFirstTimeLogin: () => void;
  /** The platform said the token is gone (PLATFORM.md): forget it and who it was. */
  dropToken: () => void;
  /** Logout: empties sessionStorage but keeps the merchant code (SPEC.md section 4). */
  clear: () => void;
  /**
   * The member types that are agents and trials, from the platform's configuration (SPEC.md section 6:
   * "member type from a configured list"); until it has answered, those of config/business.ts.
   */
  setAccountTypes: (types: AccountTypes) => void;
  /** Whether a member type is an agent's, by the same list (a downline's type, a login's). */
  isAgentType: (type: number) => boolean;
}

/** Which member types are agents and which are trial accounts. */
interface AccountTypes {
  agentTypes: readonly number[];
  trialTypes: readonly number[];
}

export type SessionStoreOptions = Partial<AccountTypes>;

const merchantPreferenceKey = 'merchantCode';

/** Keeps the merchant code in session and local storage (SPEC.md section 3). */
export function rememberMerchant(merchant: string): void {
  writeSession(sessionKeys.merchant, merchant);
  writePreference(merchantPreferenceKey, merchant);
}

/** The session as a server-rendered page shows it: a guest, not yet known to be one. */
export const serverSessionState: SessionState = {
  pending: true,
  token: null,
  user: null,
  isLogin: false,
  isAgent: false,
  isTrial: false,
  firstTimeLogin: false,
  isVip: false,
  vip: null,
};

export function createSessionStore(options: SessionStoreOptions = {}): SessionStore {
  let agents = options.agentTypes ?? agentTypes;
  let trials = options.trialTypes ?? trialTypes;
  const listeners = new Set<() => void>();
  let state = derive(
    readSession(sessionKeys.token),
    (readSessionJson(sessionKeys.user) as SessionUser | undefined) ?? null,
    readSession(sessionKeys.firstTimeLogin) === 'true',
  );

  function derive(token: string | null, user: SessionUser | null, firstTimeLogin: boolean) {
    const type = user?.type;
    return {
      pending: false,
      token,
      user,
      isLogin: token !== null,
      isAgent: type !== undefined && agents.includes(type),
      isTrial: type !== undefined && trials.includes(type),
      firstTimeLogin,
      isVip: user?.vip !== undefined,
      vip: user?.vip ?? null,
    };
  }

  function update(token: string | null, user: SessionUser | null, firstTimeLogin: boolean) {
    if (token === null) removeSession(sessionKeys.token);
    else writeSession(sessionKeys.token, token);
    if (user === null) removeSession(sessionKeys.user);
    else writeSessionJson(sessionKeys.user, user);
    if (firstTimeLogin) writeSession(sessionKeys.firstTimeLogin, 'true');
    else removeSession(sessionKeys.firstTimeLogin);
    state = derive(token, user, firstTimeLogin);
    for (const listener of listeners) listener();
  }

  return {
    getSnapshot: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getToken: () => state.token,
    signIn(value) {
      update(
        value.token,
        {
          customerId: value.id,
          account: value.userName,
          username: value.userName,
          nickname: value.nickname,
          type: value.customerType,
        },
        value.firstTimeLogin,
      );
    },
    adoptToken(token) {
      update(token, null, false);
    },
    setMember(info) {
      if (state.token === null) return;
      const { labelName, rankLevel } = info.clubLabel;
      const vip = info.vip === true && rankLevel !== undefined ? { label: labelName, rankLevel } : undefined;
      const user: SessionUser = {
        customerId: info.id,
        account: info.account,
        username: info.account,
        nickname: info.nickname,
        type: info.type,
        ...(vip ? { vip } : {}),
      };
      // Member info is read on every page that shows the player: nothing to tell when nothing changed.
      if (JSON.stringify(user) === JSON.stringify(state.user)) return;
      update(state.token, user, state.firstTimeLogin);
    },
    clearFirstTimeLogin() {
      update(state.token, state.user, false);
    },
    dropToken() {
      if (state.token === null && state.user === null) return;
      update(null, null, false);
    },
    clear() {
      clearSessionExcept([sessionKeys.merchant]);
      state = derive(null, null, false);
      for (const listener of listeners) listener();
    },
    isAgentType: (type) => agents.includes(type),
    setAccountTypes(types) {
      agents = types.agentTypes;
      trials = types.trialTypes;
      const next = derive(state.token, state.user, state.firstTimeLogin);
      if (next.isAgent === state.isAgent && next.isTrial === state.isTrial) return;
      state = next;
      for (const listener of listeners) listener();
    },
  };
}

/**
 * Takes a token from the URL query (a link from the operator logs the player in) and removes it from
 * the address bar with history.replaceState, so it is neither bookmarked nor shared.
 */
export function takeTokenFromUrl(
  location: Pick<Location, 'href'> = window.location,
  history: Pick<History, 'replaceState' | 'state'> = window.history,
  parameter = 'token',
): string | null {
  const url = new URL(location.href);
  const token = url.searchParams.get(parameter);
  if (!token) return null;
  url.searchParams.delete(parameter);
  history.replaceState(history.state, '', url.pathname + url.search + url.hash);
  return token;
}
