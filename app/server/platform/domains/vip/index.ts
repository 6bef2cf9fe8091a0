// The VIP club (contract: vip.ts): the levels and their benefits, and the player's level computed
// from the account's lifetime credited deposits and settled valid bets (the wallet's and the bets'
// readers), never stored. A whitelabel module (VIPCLUB3): off, both calls answer MODULE_DISABLED and
// the reader answers null, so member info carries no VIP level.
import { ErrorCode, type VipLevelsValue, vipPaths } from '@lobby/contract';
import { isTrialType } from '../../auth';
import type { Account } from '../../account';
import type { Domain, PlatformContext, Readers } from '../../domain';
import { ok, PlatformError } from '../../http';
import type { Lang } from '../../seed/names';
import { accountOf, langOf } from '../../shared/request';
import { statusOf, toWireLevel, vipLevels } from './levels';

const vipModule = 'VIPCLUB3';

/** What other domains read of the club (domain.ts: Readers): member info's VIP flag, label and rank. */
export function vipReader(
  ctx: Pick<PlatformContext, 'config'>,
  readers: Pick<Readers, 'wallet' | 'bets'>,
): Readers['vip'] {
  return {
    statusOf(account: Account, lang: Lang) {
      if (!ctx.config.modules.has(vipModule) || isTrialType(account.type)) return null;
      return statusOf(readers.wallet.creditedTotal(account.id), readers.bets.validBetTotal(account.id), lang);
    },
  };
}

function requireClub(ctx: PlatformContext): void {
  if (!ctx.config.modules.has(vipModule)) {
    throw new PlatformError(ErrorCode.MODULE_DISABLED, 'The VIP club is not enabled');
  }
}

export const vipDomain: Domain = {
  name: 'vip',
  migrate: () => undefined,
  routes(app, ctx) {
    app.get(vipPaths.levels, (c) => {
      requireClub(ctx);
      const lang = langOf(c);
      const value: VipLevelsValue = { levels: vipLevels.map((_, index) => toWireLevel(index, lang)) };
      return ok(c, value);
    });

    app.get(vipPaths.status, ctx.requireToken, ctx.requireMember, (c) => {
      requireClub(ctx);
      return ok(c, ctx.readers.vip.statusOf(accountOf(c), langOf(c)));
    });
  },
};
