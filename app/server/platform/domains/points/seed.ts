// The points mall's seed: the catalogue (cash and gifts, in stock, low and sold out), point earnings of
// every type, redeems of demo_member in every status (SPEC.md section 4), and e2e_points, the account
// the end-to-end journeys redeem and convert with (so that demo_member's seed stays as it is).
import type { Database } from '../../db';
import type { PointRewardKind, PointType } from '@lobby/contract';
import type { PlatformContext } from '../../domain';
import { createRng } from '../../seed/random';
import { demoPassword } from '../../seed-core';
import { createPointStore, pointTypes, type PointStore, type RewardRow } from './store';

/** [name, kind, points, money per unit (minor), unit, stock] of the mall. */
const catalogue: readonly [string, PointRewardKind, number, number, string, number][] = [
  ['Cash 5', 'CASH', 500, 500, 'USD', 9999],
  ['Cash 10', 'CASH', 1000, 1000, 'USD', 9999],
  ['Cash 50', 'CASH', 5000, 5000, 'USD', 500],
  ['Cash 100', 'CASH', 10000, 10000, 'USD', 0],
  ['Travel Mug', 'GIFT', 1500, 0, 'piece', 120],
  ['Sports Cap', 'GIFT', 2500, 0, 'piece', 80],
  ['Wireless Earbuds', 'GIFT', 12000, 0, 'piece', 25],
  ['Smart Watch', 'GIFT', 30000, 0, 'piece', 10],
  ['Game Console', 'GIFT', 80000, 0, 'piece', 3],
  ['Tablet', 'GIFT', 60000, 0, 'piece', 0],
  ['Phone', 'GIFT', 120000, 0, 'piece', 5],
  ['Gold Bar 1 g', 'GIFT', 150000, 0, 'piece', 2],
];

const day = 24 * 60 * 60 * 1000;
const earningTypes = pointTypes.filter((type) => type !== 'REDEEM');
const earningRemark: Record<PointType, string> = {
  LIVE: 'Live casino bets',
  LOTTERY: 'Lottery bets',
  CARD: 'Card game bets',
  SLOTS: 'Slot bets',
  SPORTS: 'Sports bets',
  REDEEM: 'Redeem',
  DEPOSIT: 'Deposit',
};

/** The end-to-end journeys' account (password Demo1234): plenty of points, nothing redeemed yet. */
const e2eAccount = 'e2e_points';

export function seedPoints(db: Database, ctx: PlatformContext): void {
  const insert = db.prepare(
    'INSERT INTO point_rewards (reward_id, name, kind, points_required, amount, unit, stock) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  catalogue.forEach(([name, kind, points, amount, unit, stock], index) =>
    insert.run(index + 1, name, kind, points, amount, unit, stock),
  );
  const store = createPointStore(db, ctx.now);
  const rng = createRng(ctx.config.seed, 'points');
  const start = ctx.now() - 60 * day;
  const earn = (accountId: number, type: PointType, points: number, time: number) =>
    store.move(accountId, type, points, earningRemark[type], time);

  for (const username of ['demo_member', 'demo_agent', 'demo_subagent', 'demo_expired']) {
    const account = ctx.accounts.byUsername(username);
    if (!account) continue;
    // Every earning type once, then a random mix: a page of details per type exists for each.
    earningTypes.forEach((type, index) => earn(account.id, type, rng.int(2000, 4000), start + index * 0.2 * day));
    for (let index = 0; index < 40; index += 1) {
      earn(account.id, rng.pick(earningTypes), rng.int(20, 900), start + 2 * day + index * 1.3 * day);
    }
  }

  const member = ctx.accounts.byUsername('demo_member');
  if (member) seedRedeems(store, member.id, ctx.now() - 6 * day);

  // A cheap hash keeps start-up fast, as for the demo accounts (seed-core.ts); login upgrades it.
  const e2e = ctx.accounts.create({
    username: e2eAccount,
    password: demoPassword,
    nickname: 'E2E Points',
    passwordCost: Math.min(ctx.config.passwordCost, 1024),
    regDate: start,
  });
  earn(e2e.id, 'DEPOSIT', 60_000, start);
  earn(e2e.id, 'SLOTS', 40_000, start + day);
}

/** demo_member's redeems, newest last: every status, cash and gifts, one rejected with its reason. */
function seedRedeems(store: PointStore, accountId: number, from: number): void {
  const reward = (id: number) => store.reward(id) as RewardRow;
  const address = '12 Harbour Road, Apt 4B, Bangkok 10110';
  const account = 'BANK 0123456789';
  const plan: [rewardId: number, quantity: number, outcome: 'APPROVED' | 'REJECTED' | null, remark: string][] = [
    [1, 2, 'APPROVED', 'Paid to the payment account'],
    [5, 1, 'APPROVED', 'Delivered'],
    [6, 1, 'REJECTED', 'Address incomplete: please add the apartment number. Points returned.'],
    [2, 1, 'APPROVED', 'Paid to the payment account'],
    [1, 1, 'REJECTED', 'The payment account name does not match the member. Points returned.'],
    [5, 2, 'APPROVED', 'Delivered'],
    [3, 1, 'APPROVED', 'Paid to the payment account'],
    [6, 1, 'APPROVED', 'Delivered'],
    [2, 1, null, ''],
    [5, 1, null, ''],
    [6, 1, null, ''],
  ];
  plan.forEach(([rewardId, quantity, outcome, remark], index) => {
    const row = reward(rewardId);
    const time = from + index * 0.5 * day;
    const record = store.redeem(
      {
        accountId,
        reward: row,
        quantity,
        address: row.kind === 'GIFT' ? address : null,
        paymentAccount: row.kind === 'CASH' ? account : null,
        time,
      },
      'EN',
    );
    if (outcome) store.settle(record.redeemId, outcome, remark, time + 3 * 60 * 60 * 1000);
  });
}
