// What every handler reads off its request: the logged-in account and the player's language.
import type { Context } from 'hono';
import { ErrorCode } from '@lobby/contract';
import type { Account } from '../account';
import type { PlatformEnv } from '../domain';
import { PlatformError } from '../http';
import { toLang, type Lang } from '../seed/names';

/** The `language` query parameter, else the Language header: EN, ES or TH (none: ES; another: EN; toLang). */
export const langOf = (c: Context<PlatformEnv>): Lang => toLang(c.req.query('language') ?? c.req.header('language'));

/** The account set by requireToken (a 401 envelope if a route forgot it). */
export function accountOf(c: Context<PlatformEnv>): Account {
  const account = c.get('account');
  if (!account) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
  return account;
}
