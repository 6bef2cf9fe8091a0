// Session calls of SPEC.md section 7 ("Auth and session"): POST /wps/session/login (E),
// POST /wps/session/login/freeplay, DELETE /wps/session/logout (T), GET /wps/session/key/rsa,
// GET /wps/captcha, POST /wps/verification/sms/noLogin, POST /wps/verification/sms/register.

export const sessionPaths = {
  login: '/wps/session/login',
  /** POST (E): the second step of a login that answered LOGIN_VERIFY_REQUIRED (security.ts: LoginVerifyRequest). */
  loginVerify: '/wps/session/login/verify',
  /**
   * POST (E): sends the code of a new-device challenge by SMS or e-mail (security.ts:
   * LoginVerifySendRequest); answers SmsValue. One code per channel and minute, as SMS login codes.
   */
  loginVerifySend: '/wps/session/login/verify/send',
  freePlayLogin: '/wps/session/login/freeplay',
  logout: '/wps/session/logout',
  rsaKey: '/wps/session/key/rsa',
  captcha: '/wps/captcha',
  smsLogin: '/wps/verification/sms/noLogin',
  smsRegister: '/wps/verification/sms/register',
  /**
   * POST (E): logs in with a third-party identity (ThirdPartyLoginRequest; issue 16 item 2): the
   * provider's OpenID Connect ID token, verified by the platform. An identity seen for the first time
   * makes a member account (`firstTimeLogin: true`). Answers LoginValue, like the login.
   */
  thirdPartyLogin: '/wps/session/login/thirdParty',
  /**
   * GET (T): the channels linked to the account (ThirdPartyLinksValue); POST (T, E): links an
   * identity (ThirdPartyLinkRequest); DELETE (T) `?channel=`: unlinks one. Both answer ThirdPartyLinksValue.
   */
  thirdPartyLinks: '/wps/member/thirdParty',
} as const;

/** How the player logs in (SPEC.md section 3: login payload `type`). */
export const loginTypes = ['username', 'sms', 'thirdParty'] as const;
export type LoginType = (typeof loginTypes)[number];

/** POST /wps/session/login, sealed (SPEC.md section 3 "Login payload"). */
export interface LoginRequest {
  /** The username, or the mobile number (digits) for SMS login. */
  username: string;
  /** The password, or the SMS code for SMS login. */
  password: string;
  type: LoginType;
  /** Dialing code of the mobile number for SMS login, e.g. "66". */
  countryDialingCode?: string;
  /** The digits shown in the captcha image, once a failure answered `captcha: true`. */
  captcha?: string;
  /** The captchaId of that image. */
  captchaId?: string;
  /** The hosted challenge's token instead, where the platform's human check is `hosted`. */
  challengeToken?: string;
  /** True from the agent login page (/agent): non-agents answer NON_AGENT (SPEC.md section 6). */
  agentLogin?: boolean;
}

/** `value` of a successful login, free-play login or registration (PLATFORM.md "Shapes seen"). */
export interface LoginValue {
  token: string;
  id: number;
  userName: string;
  nickname: string;
  /** Member type: 0 member, 1/2/41/42 agents, 4 trial (SPEC.md section 3). */
  customerType: number;
  firstTimeLogin: boolean;
  /** The password is older than the expiry period and PWDEXPFORCECHANGE3 is on (SPEC.md section 4). */
  passwordExpired: boolean;
  /** The password is the default one: the change-password popup must open (SPEC.md section 4). */
  defaultPassword: boolean;
  /** Seconds the token stays valid without use (sliding). */
  expiresIn: number;
}

/** `value` of a failed login: `captcha` asks the client to show the captcha field (SPEC.md section 4). */
export interface LoginFailureValue {
  captcha: boolean;
}

/** POST /wps/session/login/freeplay (SPEC.md section 7): a trial-like session of type 4. */
export interface FreePlayLoginRequest {
  os?: string;
  /** Always "W" (web). */
  platform: string;
  /** A random string from the client; any non-empty string up to 512 characters. */
  random: string;
  gatewayVersion?: number;
}

/** `value` of GET /wps/session/key/rsa: the public key that seals E payloads. */
export interface RsaKeyValue {
  keyId: string;
  /** Base64 of the SPKI DER of an RSA-2048 key (WebCrypto importKey 'spki', RSA-OAEP, SHA-256). */
  publicKey: string;
  /**
   * The scheme to seal with (defined here): `RSA-RAW+DES-ECB` for the operators' legacy one; absent
   * means `RSA-OAEP-256+A256GCM`. The embedded platform names it; in front of the operators' platform
   * (PLATFORM_URL) the site's server adds it from PLATFORM_CIPHER.
   */
  scheme?: string;
}

/** `value` of GET /wps/captcha (defined here: the id ties the answer to the image). */
export interface CaptchaValue {
  captchaId: string;
  /** A data: URI of an SVG image (`data:image/svg+xml;base64,...`). */
  image: string;
}

/**
 * The human-verification fields of a call (SPEC.md section 7): the digits of a GET /wps/captcha image
 * and its id, or a hosted challenge's token (the register settings' `humanCheck.provider` says
 * which). Required where `humanCheck` says so; each image and each token answers once.
 */
export interface HumanCheckAnswer {
  captcha?: string;
  captchaId?: string;
  /** The hosted challenge's response token (provider `hosted`; at most 4,096 characters). */
  challengeToken?: string;
}

/** POST /wps/verification/sms/noLogin: a login code (SPEC.md section 3 "SMS request"). */
export interface SmsLoginRequest extends HumanCheckAnswer {
  mobileNum: string;
  countryDialingCode: string;
}

/** What an SMS code is for: registering, or resetting a forgotten password. */
export const smsCodePurposes = ['register', 'reset'] as const;
export type SmsCodePurpose = (typeof smsCodePurposes)[number];

/** POST /wps/verification/sms/register: a registration code (or a password-reset code, `purpose`). */
export interface SmsRegisterRequest extends HumanCheckAnswer {
  mobileNo: string;
  countryDialingCode: string;
  /** The username variant sends it; unused by the platform. */
  username?: string;
  /** Defined here: "reset" asks for the code of forgot-password-by-phone. Default "register". */
  purpose?: SmsCodePurpose;
}

/** `value` of both SMS calls: the code's validity; the client counts down 60 s x expiredMinutes. */
export interface SmsValue {
  expiredMinutes: number;
}

/** The third-party identity providers (SPEC.md section 7: "facebook and google channels"). */
export const thirdPartyChannels = ['google', 'facebook'] as const;
export type ThirdPartyChannel = (typeof thirdPartyChannels)[number];

export const isThirdPartyChannel = (value: string): value is ThirdPartyChannel =>
  (thirdPartyChannels as readonly string[]).includes(value);

/** The whitelabel module that shows each channel's button (defined here; on by default). */
export const thirdPartyModuleOf = {
  google: 'GOOGLELOGIN3',
  facebook: 'FACEBOOKLOGIN3',
} as const satisfies Record<ThirdPartyChannel, string>;

/** POST sessionPaths.thirdPartyLogin, sealed (SPEC.md section 3: firebaseChannel, firebaseIdToken). */
export interface ThirdPartyLoginRequest {
  firebaseChannel: ThirdPartyChannel;
  /** The provider's ID token (a signed JWT). */
  firebaseIdToken: string;
  os?: string;
}

/** POST sessionPaths.thirdPartyLinks, sealed: links the identity of the ID token to the account. */
export interface ThirdPartyLinkRequest {
  firebaseChannel: ThirdPartyChannel;
  firebaseIdToken: string;
}

/** One linked identity. */
export interface ThirdPartyLink {
  channel: ThirdPartyChannel;
  /** The e-mail the provider gave, when it gave one. */
  email: string | null;
  /** When it was linked, ISO 8601. */
  linkedAt: string;
}

/** `value` of the link calls: the account's linked channels, and whether it has a password to log in with. */
export interface ThirdPartyLinksValue {
  links: ThirdPartyLink[];
  /** False for an account made by a third-party login: its last link cannot be removed. */
  hasPassword: boolean;
}
