/**
 * The remember-me cookies of SPEC.md section 3, for 24 hours (section 9): the last username, the
 * remember flag and the SMS mobile number with its dialing code. The password is deliberately NOT
 * kept, although the operators' site kept one per username: a cookie is readable by any script of the
 * page and travels with every request, while the browser's password manager keeps passwords
 * encrypted and fills the login form itself (the form marks its fields autocomplete="username" and
 * "current-password" for it).
 */
import { rememberMeHours } from '../config/business';

const cookieNames = {
  username: 'lastUsername',
  remember: 'rememberMe',
  mobile: 'smsMobile',
} as const;

export interface RememberedLogin {
  remember: boolean;
  username: string;
  /** "<dialing code> <number>" of the last SMS login. */
  mobile: string;
}

function readCookie(name: string): string {
  if (typeof document === 'undefined') return '';
  for (const part of document.cookie.split('; ')) {
    const [key, ...value] = part.split('=');
    if (key === name) return decodeURIComponent(value.join('='));
  }
  return '';
}

function writeCookie(name: string, value: string, maxAgeSeconds: number): void {
  if (typeof document === 'undefined') return;
  // Not sent to other sites; Secure where the page is served over HTTPS.
  const secure = globalThis.location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${name}=${encodeURIComponent(value)}; Max-Age=${maxAgeSeconds}; Path=/; SameSite=Strict${secure}`;
}

export function readRememberedLogin(): RememberedLogin {
  return {
    remember: readCookie(cookieNames.remember) === 'true',
    username: readCookie(cookieNames.username),
    mobile: readCookie(cookieNames.mobile),
  };
}

/** After a successful login: keeps the username (and mobile) when asked to, else forgets them. */
export function rememberLogin(login: Partial<RememberedLogin> & { remember: boolean }): void {
  const maxAge = login.remember ? rememberMeHours * 60 * 60 : 0;
  writeCookie(cookieNames.remember, String(login.remember), maxAge);
  if (login.username !== undefined) writeCookie(cookieNames.username, login.username, maxAge);
  if (login.mobile !== undefined) writeCookie(cookieNames.mobile, login.mobile, maxAge);
}
