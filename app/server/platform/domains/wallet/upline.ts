// Transfer to the upline (transferUpline, SPEC.md sections 2 and 6): a member under an agent
// (accounts.parent_id) sends main-wallet money to the agent's main wallet, atomically and once per
// Idempotency-Key; an UPLINE movement that both accounts' records show.
import {
  type BalanceValue,
  ErrorCode,
  type TransferUplineValue,
  type UplineAccount,
  type UplineValue,
  walletPaths,
} from '@lobby/contract';
import type { Account } from '../../account';
import type { PlatformApp, PlatformContext } from '../../domain';
import { ok, PlatformError, readBody, v } from '../../http';
import type { Lang } from '../../seed/names';
import { accountOf, langOf } from '../../shared/request';
import { toMajor, toMinor } from '../../shared/money';
import type { WalletStore } from './store';

/** Limits of one transfer to the upline, in minor units (defined here). */
const uplineLimits = { min: 100, max: 10_000_000 } as const;

const uplineOf = (ctx: PlatformContext, account: Account): UplineAccount | null => {
  const parent = account.parentId === null ? undefined : ctx.accounts.byId(account.parentId);
  return parent ? { account: parent.username, nickname: parent.nickname } : null;
};

export function uplineRoutes(
  router: PlatformApp,
  ctx: PlatformContext,
  wallets: WalletStore,
  balance: (accountId: number, lang: Lang) => BalanceValue,
): void {
  const auth = [ctx.requireToken, ctx.requireMember] as const;

  router.get(walletPaths.upline, ...auth, (c) => {
    const value: UplineValue = {
      upline: uplineOf(ctx, accountOf(c)),
      minAmount: toMajor(uplineLimits.min),
      maxAmount: toMajor(uplineLimits.max),
    };
    return ok(c, value);
  });

  router.post(walletPaths.transferUpline, ...auth, ctx.idempotent(), (c) => {
    const input = readBody(c, { amount: v.amount({ min: 0.01, max: 100_000_000 }) });
    const account = accountOf(c);
    const upline = uplineOf(ctx, account);
    if (!upline || account.parentId === null) {
      throw new PlatformError(ErrorCode.NO_UPLINE, 'This account has no upline agent');
    }
    const amount = toMinor(input.amount);
    if (amount < uplineLimits.min || amount > uplineLimits.max) {
      throw new PlatformError(
        ErrorCode.AMOUNT_OUT_OF_RANGE,
        `amount must be between ${toMajor(uplineLimits.min)} and ${toMajor(uplineLimits.max)}`,
        200,
        { minAmount: toMajor(uplineLimits.min), maxAmount: toMajor(uplineLimits.max) },
      );
    }
    const transferId = wallets.transferToAccount(account.id, account.parentId, amount, 'UPLINE');
    const value: TransferUplineValue = {
      transferId,
      amount: input.amount,
      upline,
      wallets: balance(account.id, langOf(c)),
    };
    return ok(c, value);
  });
}
