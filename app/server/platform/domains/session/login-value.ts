// The value of every call that opens a session: login, free-play login, registration
// (PLATFORM.md "Shapes seen": token, id, userName, customerType, firstTimeLogin, passwordExpired).
import type { LoginType, LoginValue } from '@lobby/contract';
import type { Account, SessionDevice } from '../../account';
import type { PlatformContext } from '../../domain';
import { rememberIp } from './newDevice';

/**
 * Issues a token (a session on the given device) and describes it; marks the first login, and makes
 * the device's address known to the account (newDevice.ts: SPEC.md section 4, a new IP is verified).
 */
export function openSession(
  ctx: Pick<PlatformContext, 'accounts' | 'db' | 'now' | 'config'>,
  account: Account,
  type: LoginType = 'username',
  device: SessionDevice = {},
): LoginValue {
  const token = ctx.accounts.issueToken(account.id, device);
  ctx.accounts.markLoggedIn(account.id);
  rememberIp(ctx.db, account.id, device.ip, ctx.now());
  // SPEC.md section 4: the change-password popup opens for the default password, or an expired one
  // when PWDEXPFORCECHANGE3 is on, and never after an SMS or a third-party login.
  const byPassword = type === 'username';
  const expired =
    byPassword &&
    ctx.config.modules.has('PWDEXPFORCECHANGE3') &&
    ctx.now() - account.passwordChangedAt > ctx.config.passwordMaxAgeMs;
  return {
    token,
    id: account.id,
    userName: account.username,
    nickname: account.nickname,
    customerType: account.type,
    firstTimeLogin: account.firstLoginAt === null,
    passwordExpired: expired,
    defaultPassword: byPassword && account.defaultPassword,
    expiresIn: Math.round(ctx.config.tokenTtlMs / 1000),
  };
}
