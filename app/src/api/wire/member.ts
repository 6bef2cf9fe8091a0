// Member calls of SPEC.md section 7: GET /wps/member/info (T), PUT /wps/member/register (E),
// PUT /wps/member/register/mobile (E), POST /wps/member/password (T, E),
// POST /wps/member/password/email (form-encoded), POST /wps/member/password/verification (E),
// GET|PUT /wps/member/info/icon (T), GET /wps/agent/affiliate.

import type { LoginValue } from './session';

export const memberPaths = {
  info: '/wps/member/info',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  password: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordVerification: '/wps/member/password/verification',
  icon: '/wps/member/info/icon',
  affiliate: '/wps/agent/affiliate',
} as const;

/** `value` of GET /wps/member/info (PLATFORM.md "Shapes seen"). */
export interface MemberInfo {
  id: number;
  account: string;
  nickname: string;
  /** 0 member, 1/2/41/42 agents, 4 trial. */
  type: number;
  /** ISO 8601 date-time of registration. */
  regDate: string;
  /** Masked mobile number ("+66 81****678"), or "" when none. */
  mobile: string;
  /** Masked e-mail, or "" when none. */
  email: string;
  clubLabel: { labelName: string };
  /** The avatar, a data: URI of an SVG image. */
  iconUrl: string;
}

/** PUT /wps/member/register and /register/mobile, sealed (SPEC.md section 3 "Registration"). */
export interface RegisterRequest {
  /** Required on the username variant; the mobile variant derives one when absent. */
  username?: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  email?: string;
  qqNum?: string;
  mobileNum?: string;
  countryDialingCode?: string;
  recommenderId?: string;
  captcha?: string;
  captchaId?: string;
  verificationCode?: string;
  affiliateCode?: string;
  paymentPassword?: string;
  line?: string;
  whatsapp?: string;
  facebook?: string;
  wechat?: string;
  idNumber?: string;
  referralCode?: string;
  domain?: string;
  registerUrl?: string;
  registerMethod?: 'WEB';
  /** True: the answer carries a session (always true from the site). */
  login?: boolean;
  /** The 18-or-over and terms box (SPEC.md section 5); must be true. */
  termsAccepted: boolean;
}

/** `value` of a registration: the new session (the player is logged in at once). */
export type RegisterValue = LoginValue;

/** POST /wps/member/password, sealed (SPEC.md section 3 "Change password"). */
export interface ChangePasswordRequest {
  oldPassword: string;
  newPassword: string;
  confirmNewPassword: string;
}

/** POST /wps/member/password/email, application/x-www-form-urlencoded. Failure: USERNAME_OR_EMAIL_NOT_FOUND. */
export interface ForgotByEmailRequest {
  username: string;
  email: string;
}

/** POST /wps/member/password/verification, sealed: a code from sms/register with purpose "reset". */
export interface ForgotByPhoneRequest {
  mobileNum: string;
  countryDialingCode: string;
  verificationCode: string;
  newPassword: string;
}

/** `value` of forgot-by-phone: the account to log in with the new password (SPEC.md section 4). */
export interface ForgotByPhoneValue {
  userName: string;
}

/** `value` of GET /wps/member/info/icon. */
export interface IconValue {
  iconId: number;
  /** A data: URI of an SVG image. */
  iconUrl: string;
  /** How many avatars there are to choose from (ids 1..iconCount). */
  iconCount: number;
}

/** PUT /wps/member/info/icon. */
export interface SetIconRequest {
  iconId: number;
}

/** GET /wps/agent/affiliate query. Failure: AFFILIATE_INVALID. */
export interface AffiliateQuery {
  code: string;
  domain?: string;
}

/** `value` of a valid affiliate code. */
export interface AffiliateValue {
  valid: true;
  /** The agent's account the new member will be placed under. */
  agentAccount: string;
}
