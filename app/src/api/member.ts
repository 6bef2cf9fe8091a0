/** Member calls of SPEC.md section 7: info, registration, passwords, avatar, affiliate check. */
import { actionOptions, type ActionOptions, type ApiClient, type CallOptions } from './client';
import {
  type AffiliateQuery,
  type AffiliateValue,
  type ChangePasswordRequest,
  type ForgotByEmailRequest,
  type ForgotByPhoneRequest,
  type ForgotByPhoneValue,
  type IconValue,
  type MemberInfo,
  memberPaths,
  type MemberProfile,
  type ReferralFriendsQuery,
  type ReferralFriendsValue,
  type ReferralStatsValue,
  type RegisterRequest,
  type RegisterValue,
  type SetIconRequest,
  type UpdateProfileRequest,
} from '@lobby/contract';

/**
 * The member's profile. A guest may get `success: true` with placeholder data (PLATFORM.md), so
 * callers check `isRealMember` before treating the user as logged in.
 */
export function getMemberInfo(client: ApiClient, options?: CallOptions) {
  return client.get<MemberInfo>(memberPaths.info, undefined, options);
}

/** Whether member info names a real account rather than a guest placeholder. */
export function isRealMember(info: MemberInfo | undefined): info is MemberInfo {
  return info !== undefined && info.id > 0 && info.account !== '';
}

/** What the client adds to every registration (SPEC.md section 3): where and how it was made. */
function withRegistrationContext(request: RegisterRequest): RegisterRequest {
  const location = typeof window === 'undefined' ? undefined : window.location;
  return {
    registerUrl: location?.href,
    domain: location?.hostname,
    ...request,
    registerMethod: 'WEB',
    login: true,
  };
}

/** Registers by username; sealed; answers a session, as a login does. */
export function register(client: ApiClient, request: RegisterRequest, options?: ActionOptions) {
  return client.put<RegisterValue>(memberPaths.register, withRegistrationContext(request), {
    ...actionOptions(options),
    encrypt: true,
  });
}

/** Registers by mobile number (MOBILENUMREG3); sealed. */
export function registerByMobile(client: ApiClient, request: RegisterRequest, options?: ActionOptions) {
  return client.put<RegisterValue>(memberPaths.registerMobile, withRegistrationContext(request), {
    ...actionOptions(options),
    encrypt: true,
    moduleId: 'MOBILENUMREG3',
  });
}

/** Changes the password of the logged-in member; sealed. */
export function changePassword(client: ApiClient, request: ChangePasswordRequest, options?: ActionOptions) {
  return client.post<null>(memberPaths.password, request, {
    ...actionOptions(options),
    encrypt: true,
  });
}

/** Forgot password by e-mail: the one form-encoded call (SPEC.md section 7). */
export function forgotPasswordByEmail(client: ApiClient, request: ForgotByEmailRequest, options?: ActionOptions) {
  return client.request<null>(memberPaths.passwordEmail, {
    ...actionOptions(options),
    method: 'POST',
    form: { username: request.username, email: request.email },
  });
}

/** Sets a new password with an SMS code (MOBILENUMPASSREG3); sealed. Log in with it afterwards. */
export function resetPasswordByPhone(client: ApiClient, request: ForgotByPhoneRequest, options?: ActionOptions) {
  return client.post<ForgotByPhoneValue>(memberPaths.passwordVerification, request, {
    ...actionOptions(options),
    encrypt: true,
  });
}

export function getMemberIcon(client: ApiClient, options?: CallOptions) {
  return client.get<IconValue>(memberPaths.icon, undefined, options);
}

export function setMemberIcon(client: ApiClient, request: SetIconRequest, options?: ActionOptions) {
  return client.put<IconValue>(memberPaths.icon, request, actionOptions(options));
}

/** Checks an affiliate (invitation) code before registering; AFFILIATE_INVALID when unknown. */
export function verifyAffiliateCode(client: ApiClient, query: AffiliateQuery, options?: CallOptions) {
  return client.get<AffiliateValue>(memberPaths.affiliate, { ...query }, options);
}

/** Every labelled profile field, masked where sensitive, with what may change and the rules. */
export function getMemberProfile(client: ApiClient, options?: CallOptions) {
  return client.get<MemberProfile>(memberPaths.profile, undefined, options);
}

/** Changes profile fields; answers the new profile. Never retried (it changes state). */
export function updateMemberProfile(client: ApiClient, request: UpdateProfileRequest, options?: ActionOptions) {
  return client.put<MemberProfile>(memberPaths.profile, request, actionOptions(options));
}

/** The member's invitation code and link and the invited friends' progress. */
export function getReferralStats(client: ApiClient, options?: CallOptions) {
  return client.get<ReferralStatsValue>(memberPaths.referral, undefined, options);
}

/** One page of the invited friends, newest first. */
export function getReferralFriends(client: ApiClient, query: ReferralFriendsQuery, options?: CallOptions) {
  return client.get<ReferralFriendsValue>(memberPaths.referralFriends, { ...query }, options);
}
