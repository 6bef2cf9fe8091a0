// Helpers shared by the domains: money in integer minor units inside and decimals with two places on
// the wire (platform-contract: money), 1-based pages (PLATFORM.md: paging), the request's language.
import type { Context } from 'hono';
import { ErrorCode } from '@lobby/contract';
import type { Account } from '../../auth';
import type { PlatformEnv } from '../../config';
import { PlatformError, v } from '../../http';
import { toLang, type Lang } from '../../seed/names';

export const toMinor = (amount: number): number => Math.round(amount * 100);
export const toMajor = (minor: number): number => minor / 100;

export const isoTime = (epochMs: number): string => new Date(epochMs).toISOString();

/** pageNo (default 1) and pageSize (default `size`, at most `max`) query checks. */
export function pageChecks(size = 20, max = 100) {
  return {
    pageNo: v.optional(v.int({ min: 1, max: 100_000 }), 1),
    pageSize: v.optional(v.int({ min: 1, max }), size),
  };
}

export interface Page {
  pageNo: number;
  pageSize: number;
}

export const offsetOf = (page: Page): number => (page.pageNo - 1) * page.pageSize;

export const totalPagesOf = (totalCount: number, pageSize: number): number => Math.ceil(totalCount / pageSize);

/** The `language` query parameter, else the Language header; EN, ES or TH (default ES). */
export const langOf = (c: Context<PlatformEnv>): Lang => toLang(c.req.query('language') ?? c.req.header('language'));

/** The account set by requireToken (a 401 envelope if a route forgot it). */
export function accountOf(c: Context<PlatformEnv>): Account {
  const account = c.get('account');
  if (!account) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
  return account;
}
