// Member calls of SPEC.md section 7: GET /wps/member/info (T), PUT /wps/member/register (E),
// PUT /wps/member/register/mobile (E), POST /wps/member/password (T, E),
// POST /wps/member/password/email (form-encoded), POST /wps/member/password/verification (E),
// GET|PUT /wps/member/info/icon (T), GET /wps/agent/affiliate; defined here: GET|PUT
// /wps/member/info/profile (T), GET /wps/member/referral (T), GET /wps/member/referral/friends (T).

import type { LoginValue } from './session';
import type { FieldRule } from './system';

export const memberPaths = {
  info: '/wps/member/info',
  register: '/wps/member/register',
  registerMobile: '/wps/member/register/mobile',
  password: '/wps/member/password',
  passwordEmail: '/wps/member/password/email',
  passwordVerification: '/wps/member/password/verification',
  icon: '/wps/member/info/icon',
  affiliate: '/wps/agent/affiliate',
  profile: '/wps/member/info/profile',
  referral: '/wps/member/referral',
  referralFriends: '/wps/member/referral/friends',
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
  /**
   * The VIP label (PLATFORM.md); defined here: `rankLevel`, the VIP level's number (vip.ts), absent
   * when the account has no VIP level (the club off, a trial or an agent).
   */
  clubLabel: { labelName: string; rankLevel?: number };
  /** Defined here: whether the account is in the VIP club (SPEC.md section 3: the VIP flag). Absent means no. */
  vip?: boolean;
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
  /** A hosted challenge's token, where the platform's human check is `hosted` (HumanCheckAnswer). */
  challengeToken?: string;
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

/** The Zalo bonus's ceiling in the operator's currency's major units (SPEC.md section 9: up to 131K). */
export const zaloBonusMax = 131_000;

/**
 * The prompt after a registration (SPEC.md section 4: "Success may lead to a bonus or Zalo prompt").
 * Defined here: BONUS names the newbie promotion running now (the player is sent to the promotions);
 * otherwise ZALO invites the player to add a Zalo number to the profile for a bonus up to `maxAmount`.
 */
export type RegisterWelcome =
  { kind: 'BONUS'; promotionId: number; title: string } | { kind: 'ZALO'; maxAmount: number };

/** `value` of a registration: the new session (the player is logged in at once) and its prompt. */
export type RegisterValue = LoginValue & { welcome?: RegisterWelcome };

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
  /** Every avatar the member may choose, in order (ids 1..iconCount). */
  choices: { iconId: number; iconUrl: string }[];
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

/**
 * The labelled profile fields a member may change (SPEC.md section 3: nickname, e-mail, payee name,
 * birthday and the contact channels; account and mobile are read-only). Defined here.
 */
export const profileFields = [
  'nickname',
  'email',
  'payeeName',
  'birthday',
  'telegram',
  'zalo',
  'line',
  'whatsapp',
  'facebook',
  'wechat',
] as const;
export type ProfileField = (typeof profileFields)[number];

/** The contact channels: changed or cleared at any time. */
export const contactFields = ['telegram', 'zalo', 'line', 'whatsapp', 'facebook', 'wechat'] as const;

/** Fields set once by the member (then only customer service changes them). */
export const setOnceFields = ['email', 'payeeName', 'birthday'] as const;

/** SPEC.md section 9: the minimum age, checked on the birthday. */
export const minimumAge = 18;

/**
 * `value` of GET /wps/member/info/profile (T, members): every labelled field of SPEC.md section 3,
 * masked where sensitive, with what may be changed now and the server's rule of each field.
 */
export interface MemberProfile {
  account: string;
  nickname: string;
  /** Masked ("+66 81****678"), or "". */
  mobile: string;
  /** Masked ("de***@example.com"), or "". */
  email: string;
  /** The payee (real) name, masked ("D*** M*****"), or "". */
  payeeName: string;
  /** yyyy-MM-dd, or "". */
  birthday: string;
  telegram: string;
  zalo: string;
  line: string;
  whatsapp: string;
  facebook: string;
  wechat: string;
  /** Whether a withdraw password is set (it is set and changed on the withdraw page). */
  withdrawPasswordSet: boolean;
  /** The fields the member may change now: set-once fields leave the list once set. */
  editable: ProfileField[];
  /** The rule of every profile field (SPEC.md section 5: rules come from the server). */
  rules: Record<ProfileField, FieldRule>;
}

/**
 * PUT /wps/member/info/profile (T, members; Idempotency-Key optional): the fields to change, as typed
 * (trimmed by the platform); "" clears a contact channel. Answers the new MemberProfile. Failure:
 * VALIDATION naming the field ("nickname does not match its rule", "email cannot be changed",
 * "birthday must be at least 18 years ago").
 */
export type UpdateProfileRequest = Partial<Record<ProfileField, string>>;

/**
 * `value` of GET /wps/member/referral (T, members): the invitation code and link, and how the
 * invited friends are doing (SPEC.md section 1: invite friends). Friends are the accounts that
 * registered with the code (their upline is the member).
 */
export interface ReferralStatsValue {
  referralCode: string;
  /** Relative registration link carrying referralCode (SPEC.md section 2). */
  referralPath: string;
  /** Friends who registered with the code. */
  invitedCount: number;
  /** Of them, those who have logged in. */
  activeCount: number;
  /** Of them, those who have made a deposit. */
  depositedCount: number;
  /** The rewards earned: rewardPerFriend for each friend who deposited. */
  rewardTotal: number;
  rewardPerFriend: number;
}

/** How far an invited friend has come. */
export const referralFriendStates = ['REGISTERED', 'ACTIVE', 'DEPOSITED'] as const;
export type ReferralFriendState = (typeof referralFriendStates)[number];

export interface ReferralFriend {
  /** Masked account name ("ma****8"). */
  account: string;
  /** ISO 8601. */
  registeredAt: string;
  /** ISO 8601 of the first deposit, or null. */
  firstDepositAt: string | null;
  state: ReferralFriendState;
  /** The reward this friend earned the member. */
  reward: number;
}

/** GET /wps/member/referral/friends query: pageNo from 1, pageSize 1-50 (default 10). */
export interface ReferralFriendsQuery {
  pageNo?: number;
  pageSize?: number;
}

/** Newest first. */
export interface ReferralFriendsValue {
  list: ReferralFriend[];
  totalCount: number;
  totalPages: number;
}
