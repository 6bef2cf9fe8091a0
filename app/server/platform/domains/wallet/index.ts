// The wallet domain (SPEC.md section 7 "Wallet"): balances, transfers between the main wallet and
// the game wallets (atomic, idempotent, never negative), the consolidated funds and contract flags,
// and the merchant's wallet mode; and the money pages of section 2: deposits (deposits.ts),
// withdrawals with their confirmation (withdrawals.ts) and transfers to the upline (upline.ts),
// settled by one scheduled task.
import type { Database } from '../../db';
import { type BalanceValue, type ConsolidatedFundsValue, ErrorCode, MAIN_WALLET_ACCOUNT_TYPE } from '@lobby/contract';
import type { Domain, PlatformContext, Readers, Services } from '../../domain';
import { ok, PlatformError, readBody, v } from '../../http';
import type { Lang } from '../../seed/names';
import { createRng } from '../../seed/random';
import { accountOf, langOf } from '../../shared/request';
import { toMajor, toMinor } from '../../shared/money';
import {
  createCreditedTotal,
  createDepositedSum,
  createDepositStore,
  depositRoutes,
  migrateDeposits,
} from './deposits';
import { seedMoney } from './money-seed';
import { createWalletStore, migrateWallets } from './store';
import { uplineRoutes } from './upline';
import {
  createWithdrawalStore,
  createWithdrawPasswordCheck,
  createWithdrawPasswordSave,
  migrateWithdrawals,
  withdrawalRoutes,
} from './withdrawals';

/** How often the settlement task looks for deposits and withdrawals that are due. */
const settlementTickMs = 1000;

const mainWalletName: Record<Lang, string> = { EN: 'Main wallet', ES: 'Billetera principal', TH: 'กระเป๋าหลัก' };

/** Opening balances of the demo accounts, in minor units (members under agents get a random one). */
const openingBalances: Record<string, number> = {
  demo_member: 1_000_000,
  demo_trial: 200_000,
  demo_agent: 5_000_000,
  demo_subagent: 2_000_000,
  demo_default: 100_000,
  demo_expired: 50_000,
};

/** What the wallet's calls and services are made of: the database, the clock, the settings and the readers. */
type WalletBase = Pick<PlatformContext, 'db' | 'now' | 'config' | 'readers'>;

function createWalletService(ctx: WalletBase) {
  const wallets = createWalletStore(ctx.db, ctx.now);
  // Read at first use: the services are made before the games domain seeds its vendors.
  let vendorList: ReturnType<Readers['games']['vendors']> | undefined;
  const vendors = () => (vendorList ??= ctx.readers.games.vendors());

  function balance(accountId: number, lang: Lang): BalanceValue {
    const amounts = new Map(wallets.wallets(accountId).map((row) => [row.account_type_id, row.balance]));
    const list = [
      {
        accountTypeId: MAIN_WALLET_ACCOUNT_TYPE,
        availBalance: toMajor(amounts.get(MAIN_WALLET_ACCOUNT_TYPE) ?? 0),
        accountName: mainWalletName[lang],
      },
      ...vendors().map((vendor) => ({
        accountTypeId: vendor.account_type_id,
        availBalance: toMajor(amounts.get(vendor.account_type_id) ?? 0),
        vassalage: vendor.code,
        accountName: vendor.name,
      })),
    ];
    const sum = [...amounts.values()].reduce((total, amount) => total + amount, 0);
    return {
      sumBalance: toMajor(sum),
      currency: ctx.config.currency,
      currencySymbol: ctx.config.currencySymbol,
      balance: list,
    };
  }

  const isWallet = (type: number) =>
    type === MAIN_WALLET_ACCOUNT_TYPE || vendors().some((vendor) => vendor.account_type_id === type);

  return { wallets, balance, isWallet };
}

/** What other domains read of the wallets (domain.ts: Readers). */
export const walletReader = (db: Database): Readers['wallet'] => ({
  hasWithdrawPassword: createWithdrawPasswordCheck(db),
  depositedBetween: createDepositedSum(db),
  creditedTotal: createCreditedTotal(db),
});

/** What other domains may do with the wallets (domain.ts: Services). */
export function walletService(ctx: WalletBase): Services['wallet'] {
  const { wallets, balance } = createWalletService(ctx);
  return {
    mainBalance: (accountId) => wallets.mainBalance(accountId),
    balance,
    creditMain: (accountId, amount, kind, at) => wallets.creditMain(accountId, amount, kind, at),
    transferToAccount: (fromId, toId, amount, kind) => wallets.transferToAccount(fromId, toId, amount, kind),
    seedBalance: (accountId, accountTypeId, amount) => wallets.seedBalance(accountId, accountTypeId, amount),
    setWithdrawPassword: createWithdrawPasswordSave(ctx),
  };
}

export const walletDomain: Domain = {
  name: 'wallet',
  migrate(db) {
    migrateWallets(db);
    migrateDeposits(db);
    migrateWithdrawals(db);
  },
  seed(db, ctx) {
    const { wallets } = createWalletService(ctx);
    const rng = createRng(ctx.config.seed, 'wallet');
    const rows = wallets.everyAccount();
    for (const row of rows) {
      const opening = openingBalances[row.username] ?? rng.int(100, 5000) * 100;
      wallets.seedBalance(row.id, MAIN_WALLET_ACCOUNT_TYPE, opening);
    }
    const member = ctx.accounts.byUsername('demo_member');
    // Two game wallets with money in them, so the transfer page shows both directions.
    if (member) {
      wallets.seedBalance(member.id, 10, 25_000);
      wallets.seedBalance(member.id, 16, 12_050);
    }
    seedMoney(db, ctx, wallets);
  },
  routes(router, ctx) {
    const service = createWalletService(ctx);
    const { requireToken, requireMember } = ctx;

    router.get('/wps/v2/wallets/balance', requireToken, (c) => ok(c, service.balance(accountOf(c).id, langOf(c))));

    router.post('/wps/relay/GCS_walletTransfer', requireToken, requireMember, ctx.idempotent(), (c) => {
      const input = readBody(c, {
        fromAccountTypeId: v.int({ min: 1, max: 9999 }),
        toAccountTypeId: v.int({ min: 1, max: 9999 }),
        amount: v.amount({ min: 0.01, max: 10_000_000 }),
      });
      if (!service.isWallet(input.fromAccountTypeId))
        throw new PlatformError(ErrorCode.VALIDATION, 'fromAccountTypeId is not a wallet');
      if (!service.isWallet(input.toAccountTypeId))
        throw new PlatformError(ErrorCode.VALIDATION, 'toAccountTypeId is not a wallet');
      if (input.fromAccountTypeId === input.toAccountTypeId) {
        throw new PlatformError(ErrorCode.VALIDATION, 'toAccountTypeId must differ from fromAccountTypeId');
      }
      const account = accountOf(c);
      // A used-up loss limit stops money going into a game; taking it back to the main wallet stays open.
      if (input.toAccountTypeId !== MAIN_WALLET_ACCOUNT_TYPE) ctx.readers.limits.checkPlay(account.id);
      const transferId = service.wallets.transfer(
        account.id,
        input.fromAccountTypeId,
        input.toAccountTypeId,
        toMinor(input.amount),
      );
      return ok(c, { transferId, ...input, wallets: service.balance(account.id, langOf(c)) });
    });

    router.get('/wps/member/info/funds/consolidated', requireToken, (c) => {
      const account = accountOf(c);
      const rows = service.wallets.wallets(account.id);
      const main = rows.find((row) => row.account_type_id === MAIN_WALLET_ACCOUNT_TYPE)?.balance ?? 0;
      const total = rows.reduce((sum, row) => sum + row.balance, 0);
      const value: ConsolidatedFundsValue = {
        currency: ctx.config.currency,
        currencySymbol: ctx.config.currencySymbol,
        totalBalance: toMajor(total),
        mainBalance: toMajor(main),
        gameBalance: toMajor(total - main),
        pointBalance: ctx.readers.points.balanceOf(account.id),
        ...ctx.readers.agent.contractFlags(account.id),
      };
      return ok(c, value);
    });

    // This merchant runs separate game wallets, so the transfer page is shown (isSingle false).
    router.get('/wps/relay/GCS_merchantWallet', requireToken, (c) => ok(c, { isSingle: false }));

    const deposits = createDepositStore(ctx, service.wallets);
    const withdrawals = createWithdrawalStore(ctx, service.wallets);
    depositRoutes(router, ctx, deposits);
    withdrawalRoutes(router, ctx, withdrawals);
    uplineRoutes(router, ctx, service.wallets, service.balance);
    ctx.every('wallet:settlements', settlementTickMs, () => {
      deposits.settleDue();
      withdrawals.settleDue();
      withdrawals.autoConfirmDue();
    });
  },
};
