// The points domain (SPEC.md section 7 "Points", all T under /wps/relay/): balance, gift catalogue,
// redeem (sealed, password-checked, idempotent), redeem history, configuration, point details and
// conversion of points into the main wallet (sealed, password-checked, idempotent).
import type { Context } from 'hono';
import { ErrorCode } from '../../../../src/api/wire/errors';
import type { PointConfigValue, PointReward } from '../../../../src/api/wire/points';
import type { Domain, PlatformEnv } from '../../config';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { createRng } from '../../seed/random';
import { posterSvg } from '../../seed/svg';
import { assetUrl, serveAsset } from '../games/assets';
import { pageChecks, toMajor, totalPagesOf } from '../wallet/common';
import { createWalletStore } from '../wallet/store';
import { createPointStore, exchangeRate, migratePoints, minConvertPoints, pointTypes, type RewardRow } from './store';

function accountOf(c: Context<PlatformEnv>) {
  const account = c.get('account');
  if (!account) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
  return account;
}

/** [name, kind, points, money per unit (minor), unit, stock] of the mall. */
const catalogue: readonly [string, 'CASH' | 'GIFT', number, number, string, number][] = [
  ['Cash 5', 'CASH', 500, 500, 'USD', 9999],
  ['Cash 10', 'CASH', 1000, 1000, 'USD', 9999],
  ['Cash 50', 'CASH', 5000, 5000, 'USD', 9999],
  ['Cash 100', 'CASH', 10000, 10000, 'USD', 9999],
  ['Travel Mug', 'GIFT', 1500, 0, 'piece', 120],
  ['Sports Cap', 'GIFT', 2500, 0, 'piece', 80],
  ['Wireless Earbuds', 'GIFT', 12000, 0, 'piece', 25],
  ['Smart Watch', 'GIFT', 30000, 0, 'piece', 10],
  ['Game Console', 'GIFT', 80000, 0, 'piece', 3],
  ['Tablet', 'GIFT', 60000, 0, 'piece', 0],
  ['Phone', 'GIFT', 120000, 0, 'piece', 5],
  ['Gold Bar 1 g', 'GIFT', 150000, 0, 'piece', 2],
];

/** Bet (or deposit) amount that earns points, per type (SPEC.md section 3: point types). */
const ratios: PointConfigValue['ratios'] = [
  { pointType: 'LIVE', amount: 100, points: 1, unit: 'USD' },
  { pointType: 'LOTTERY', amount: 50, points: 1, unit: 'USD' },
  { pointType: 'CARD', amount: 100, points: 1, unit: 'USD' },
  { pointType: 'SLOTS', amount: 20, points: 1, unit: 'USD' },
  { pointType: 'SPORTS', amount: 50, points: 1, unit: 'USD' },
  { pointType: 'REDEEM', amount: 1, points: 1, unit: 'point' },
  { pointType: 'DEPOSIT', amount: 10, points: 1, unit: 'USD' },
];

const rules = `<p>Points are earned on valid bets and deposits at the rates in the table and have no expiry.</p>
<p>Gifts are shipped to the receiving address within 7 working days; cash rewards are credited to the main wallet at once.</p>
<p>The platform keeps the final right of interpretation and modification.</p>`;

const toReward = (row: RewardRow): PointReward => ({
  rewardId: row.reward_id,
  name: row.name,
  imageUrl: assetUrl('reward', row.reward_id),
  kind: row.kind,
  pointsRequired: row.points_required,
  amount: toMajor(row.amount),
  unit: row.unit,
  stock: row.stock,
  needsAddress: row.kind === 'GIFT',
});

export const pointsDomain: Domain = {
  name: 'points',
  migrate: migratePoints,
  seed(db, ctx) {
    const insert = db.prepare(
      'INSERT INTO point_rewards (reward_id, name, kind, points_required, amount, unit, stock) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    catalogue.forEach(([name, kind, points, amount, unit, stock], index) =>
      insert.run(index + 1, name, kind, points, amount, unit, stock),
    );
    const store = createPointStore(db, ctx.now);
    const rng = createRng(ctx.config.seed, 'points');
    const day = 24 * 60 * 60 * 1000;
    const start = ctx.now() - 60 * day;
    for (const username of ['demo_member', 'demo_agent', 'demo_subagent', 'demo_expired']) {
      const account = ctx.accounts.byUsername(username);
      if (!account) continue;
      for (let index = 0; index < 40; index += 1) {
        const type = rng.pick(pointTypes.filter((item) => item !== 'REDEEM'));
        store.move(account.id, type, rng.int(20, 900), `${type.toLowerCase()} bets`, start + index * 1.4 * day);
      }
    }
    const member = ctx.accounts.byUsername('demo_member');
    if (!member) return;
    // Redeem history in every status (SPEC.md section 4).
    const mug = store.reward(5) as RewardRow;
    const cash = store.reward(1) as RewardRow;
    const cap = store.reward(6) as RewardRow;
    const time = ctx.now() - 5 * day;
    const approved = store.redeem({
      accountId: member.id,
      reward: cash,
      quantity: 1,
      status: 'APPROVED',
      address: null,
      paymentAccount: 'Main wallet',
      time,
    });
    store.setRedeemStatus(approved.redeemId, 'APPROVED', 'Credited to the main wallet');
    store.redeem({
      accountId: member.id,
      reward: mug,
      quantity: 1,
      status: 'PROCESSING',
      address: '1 Demo Street',
      paymentAccount: null,
      time: time + day,
    });
    const rejected = store.redeem({
      accountId: member.id,
      reward: cap,
      quantity: 1,
      status: 'REJECTED',
      address: '1 Demo Street',
      paymentAccount: null,
      time: time + 2 * day,
    });
    store.setRedeemStatus(rejected.redeemId, 'REJECTED', 'Address incomplete; points returned');
    store.move(member.id, 'REDEEM', cap.points_required, 'Rejected redeem returned', time + 2 * day + 60_000);
  },
  routes(router, ctx) {
    const store = createPointStore(ctx.db, ctx.now);
    const wallets = createWalletStore(ctx.db, ctx.now);
    const { requireToken, requireMember } = ctx;
    const member = [requireToken, requireMember] as const;

    router.get('/wps/relay/MCS2_getPointBalance', ...member, (c) => ok(c, { balance: store.balance(accountOf(c).id) }));

    router.get('/wps/relay/MCS2_getPointReward', ...member, (c) => {
      const page = readQuery(c, pageChecks(20, 100));
      const { rows, totalCount } = store.rewards(page);
      return ok(c, { list: rows.map(toReward), totalPages: totalPagesOf(totalCount, page.pageSize), totalCount });
    });

    const checkPassword = (c: Context<PlatformEnv>, password: string) => {
      if (!ctx.accounts.checkPassword(accountOf(c), password)) {
        throw new PlatformError(ErrorCode.PASSWORD_WRONG, 'The password is wrong');
      }
    };

    router.post('/wps/relay/passwordCheck/MCS2_redeemPointReward', ...member, ctx.sealed, ctx.idempotent(), (c) => {
      const input = readBody(c, {
        rewardId: v.int({ min: 1 }),
        quantity: v.optional(v.int({ min: 1, max: 99 }), 1),
        password: v.str({ max: 64, trim: false }),
        receivingAddress: v.optional(v.str({ max: 200 })),
        paymentAccount: v.optional(v.str({ max: 100 })),
      });
      checkPassword(c, input.password);
      const reward = store.reward(input.rewardId);
      if (!reward) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such reward');
      if (reward.kind === 'GIFT' && !input.receivingAddress) {
        throw new PlatformError(ErrorCode.VALIDATION, 'receivingAddress is required');
      }
      const account = accountOf(c);
      const record = ctx.db.transaction(() => {
        const cash = reward.kind === 'CASH';
        const redeemed = store.redeem({
          accountId: account.id,
          reward,
          quantity: input.quantity,
          status: cash ? 'APPROVED' : 'PROCESSING',
          address: input.receivingAddress ?? null,
          paymentAccount: input.paymentAccount ?? null,
          remark: cash ? 'Credited to the main wallet' : '',
        });
        if (cash) wallets.creditMain(account.id, reward.amount * input.quantity, 'POINTS_REDEEM');
        return redeemed;
      })();
      return ok(c, { record, balance: store.balance(account.id) });
    });

    router.get('/wps/relay/MCS2_getRedeemPointList', ...member, (c) => {
      const page = readQuery(c, pageChecks(10, 100));
      const { list, totalCount } = store.redeems(accountOf(c).id, page);
      return ok(c, { list, totalPages: totalPagesOf(totalCount, page.pageSize), totalCount });
    });

    router.get('/wps/relay/MCS2_getPointConfig', requireToken, (c) => {
      const value: PointConfigValue = { exchangeRate, minConvertPoints, ratios, rules };
      return ok(c, value);
    });

    router.get('/wps/relay/ODSFE2_MemTransDet', ...member, (c) => {
      const query = readQuery(c, { ...pageChecks(10, 100), pointType: v.optional(v.oneOf(pointTypes)) });
      const { list, totalCount } = store.ledger(accountOf(c).id, query.pointType, query);
      return ok(c, { list, totalPages: totalPagesOf(totalCount, query.pageSize), totalCount });
    });

    router.post('/wps/relay/passwordCheck/MCS2_convertPoint', ...member, ctx.sealed, ctx.idempotent(), (c) => {
      const input = readBody(c, {
        points: v.int({ min: minConvertPoints, max: 100_000_000 }),
        password: v.str({ max: 64, trim: false }),
      });
      checkPassword(c, input.password);
      if (input.points % exchangeRate.points !== 0) {
        throw new PlatformError(ErrorCode.VALIDATION, `points must be a multiple of ${exchangeRate.points}`);
      }
      const account = accountOf(c);
      // One point is one minor unit at the published rate (100 points = 1.00).
      const minor = (input.points / exchangeRate.points) * exchangeRate.amount * 100;
      const pointBalance = ctx.db.transaction(() => {
        const balance = store.move(account.id, 'REDEEM', -input.points, 'Converted into the main wallet');
        wallets.creditMain(account.id, minor, 'POINTS_CONVERT');
        return balance;
      })();
      return ok(c, {
        points: input.points,
        amount: toMajor(minor),
        pointBalance,
        mainBalance: toMajor(wallets.mainBalance(account.id)),
      });
    });

    serveAsset(router, 'reward', /^\d{1,6}$/, (id) => {
      const reward = store.reward(Number(id));
      return reward && posterSvg(`reward:${reward.name}`, reward.name, { width: 320, height: 240 });
    });
  },
};
