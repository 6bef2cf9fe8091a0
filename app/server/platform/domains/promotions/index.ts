// The promotions domain (SPEC.md sections 2 and 4): promotion list and detail (guests too), the
// application with remark and images, the reward centre and the referral information.
import type { Context } from 'hono';
import { ErrorCode } from '../../../../src/api/wire/errors';
import type { ActivityState, PromotionType } from '../../../../src/api/wire/promotions';
import type { Domain, PlatformEnv } from '../../config';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { createRng } from '../../seed/random';
import { posterSvg } from '../../seed/svg';
import { serveAsset } from '../games/assets';
import { offsetOf, pageChecks, totalPagesOf } from '../wallet/common';
import { createWalletStore } from '../wallet/store';
import { createPromotionStore, migratePromotions } from './store';

export const promotionTypes: readonly PromotionType[] = [
  'OTHER',
  'SPORTS',
  'LIVE',
  'SLOTS',
  'CARD',
  'FISHING',
  'LOTTO',
  'REBATE',
  'POINTS_MALL',
  'RANKING',
  'DEPOSIT',
  'APP_DOWNLOAD',
  'NEWBIE',
  'GAME',
];

/** SPEC.md section 5: png or jpg, at most 5 MB each, at most 3; remark at most 140 characters. */
const maxImageBytes = 5 * 1024 * 1024;
const imagePattern = /^data:image\/(png|jpeg|jpg);base64,([A-Za-z0-9+/]+=*)$/;

function accountOf(c: Context<PlatformEnv>) {
  const account = c.get('account');
  if (!account) throw new PlatformError(ErrorCode.NOT_LOGGED_IN, 'Not logged in, please log in', 401);
  return account;
}

const day = 24 * 60 * 60 * 1000;

/** [title, type, starts in days (negative: past), lasts days, needs application, raffle, reward]. */
const plans: readonly [string, PromotionType, number, number, boolean, boolean, number][] = [
  ['Welcome Bonus 100%', 'NEWBIE', -30, 365, false, false, 100],
  ['First Deposit Boost', 'DEPOSIT', -20, 60, true, false, 50],
  ['Daily Reload 10%', 'DEPOSIT', -10, 90, false, false, 20],
  ['Slots Weekend Spins', 'SLOTS', -5, 30, false, false, 15],
  ['Jackpot Chase', 'SLOTS', -40, 20, false, false, 500],
  ['Live Casino Cashback', 'LIVE', -15, 45, false, false, 30],
  ['Baccarat Streak Prize', 'LIVE', 7, 30, true, false, 88],
  ['Football Accumulator Insurance', 'SPORTS', -3, 40, true, false, 25],
  ['Card Room Tournament', 'CARD', -2, 14, false, false, 200],
  ['Fishing Frenzy', 'FISHING', -12, 30, true, false, 40],
  ['Lotto Lucky Draw', 'LOTTO', -1, 10, false, true, 66],
  ['Weekly Rebate 1.2%', 'REBATE', -60, 365, false, false, 12],
  ['Points Mall Double Points', 'POINTS_MALL', -7, 21, false, false, 0.5],
  ['Monthly Ranking Race', 'RANKING', -9, 21, false, false, 1000],
  ['App Download Gift', 'APP_DOWNLOAD', -90, 365, true, false, 8],
  ['New Game Launch Party', 'GAME', 3, 14, false, false, 18],
  ['Lucky Raffle Night', 'OTHER', -4, 10, false, true, 128],
  ['Spring Festival Raffle', 'OTHER', -50, 10, false, true, 88],
];

function content(title: string, reward: number): string {
  return `<h3>${title}</h3><ol><li>Open to registered members aged 18 or over.</li>
<li>Reward up to ${reward.toFixed(2)} credited to the main wallet.</li>
<li>One entry per member, household and IP address.</li>
<li>The platform keeps the final right of interpretation and modification.</li></ol>`;
}

export const promotionsDomain: Domain = {
  name: 'promotions',
  migrate: migratePromotions,
  seed(db, ctx) {
    const insert = db.prepare(`INSERT INTO promotions
      (promotion_id, title, promotion_type, content, start_at, end_at, needs_application, raffle, reward)
      VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`);
    const now = ctx.now();
    plans.forEach(([title, type, starts, lasts, application, raffle, reward], index) => {
      const start = now + starts * day;
      insert.run(
        index + 1,
        title,
        type,
        content(title, reward),
        start,
        start + lasts * day,
        application ? 1 : 0,
        raffle ? 1 : 0,
        Math.round(reward * 100),
      );
    });
    const store = createPromotionStore(db, ctx.now);
    const member = ctx.accounts.byUsername('demo_member');
    if (!member) return;
    // Every state a player sees (SPEC.md section 4); the rest are JOIN, COMING_SOON or CLOSED by date.
    const states: [number, ActivityState][] = [
      [1, 'JOINED'],
      [2, 'APPLYING'],
      [3, 'ISSUED'],
      [6, 'CLAIMED'],
      [8, 'REJECTED'],
      [10, 'PROCESSING'],
      [11, 'ISSUED'],
      [12, 'JOINED'],
      [17, 'ISSUED'],
      [18, 'CLAIMED'],
    ];
    for (const [promotionId, state] of states)
      store.setState(member.id, promotionId, state, now - promotionId * 3_600_000);
    const rng = createRng(ctx.config.seed, 'rewards');
    const rewardStates = [
      'ISSUED',
      'CLAIMED',
      'ISSUED',
      'PROCESSING',
      'CLAIMED',
      'EXPIRED',
      'CLAIMED',
      'ISSUED',
    ] as const;
    rewardStates.forEach((state, index) =>
      store.addReward(member.id, {
        title: plans[index]?.[0] ?? 'Reward',
        promotionId: index + 1,
        amount: rng.int(5, 200) * 100,
        state,
        time: now - (index + 1) * day,
      }),
    );
  },
  routes(router, ctx) {
    const store = createPromotionStore(ctx.db, ctx.now);
    const wallets = createWalletStore(ctx.db, ctx.now);
    const memberOnly = [ctx.requireToken, ctx.requireMember] as const;

    router.get('/wps/relay/MCSFE_getPromotionList', ctx.optionalToken, (c) => {
      const query = readQuery(c, {
        ...pageChecks(12, 100),
        promotionType: v.optional(v.oneOf(['ALL', ...promotionTypes] as const), 'ALL'),
      });
      const { list, availableCount } = store.list(
        c.get('account')?.id ?? null,
        query.promotionType === 'ALL' ? undefined : query.promotionType,
      );
      return ok(c, {
        list: list.slice(offsetOf(query), offsetOf(query) + query.pageSize),
        totalCount: list.length,
        totalPages: totalPagesOf(list.length, query.pageSize),
        availableCount,
      });
    });

    router.get('/wps/relay/MCSFE_getPromotionDetail', ctx.optionalToken, (c) => {
      const { promotionId } = readQuery(c, { promotionId: v.int({ min: 1 }) });
      return ok(c, store.get(c.get('account')?.id ?? null, promotionId));
    });

    router.post('/wps/relay/MCS2_applyPromotion', ...memberOnly, ctx.idempotent({ required: false }), (c) => {
      const input = readBody(c, {
        promotionId: v.int({ min: 1 }),
        remark: v.optional(v.str({ max: 140 }), ''),
        images: v.optional(v.list(v.str({ max: 8 * 1024 * 1024 }), { max: 3 }), []),
      });
      input.images.forEach((image, index) => {
        const match = imagePattern.exec(image);
        if (!match) throw new PlatformError(ErrorCode.VALIDATION, `images[${index}] must be a png or jpg data URI`);
        if (Buffer.byteLength(match[2] ?? '', 'base64') > maxImageBytes) {
          throw new PlatformError(ErrorCode.VALIDATION, `images[${index}] is larger than 5 MB`);
        }
      });
      const promotion = store.apply(accountOf(c).id, input.promotionId, input.remark, input.images.length);
      return ok(c, { promotionId: promotion.promotionId, state: promotion.state });
    });

    router.get('/wps/relay/MCSFE_getRewardCenter', ...memberOnly, (c) => {
      const page = readQuery(c, pageChecks(10, 100));
      const id = accountOf(c).id;
      const { list, totalCount } = store.rewards(id, page);
      return ok(c, {
        list,
        totalCount,
        totalPages: totalPagesOf(totalCount, page.pageSize),
        unclaimedCount: store.unclaimedRewards(id),
      });
    });

    router.post('/wps/relay/MCS2_claimReward', ...memberOnly, ctx.idempotent(), (c) => {
      const { rewardId } = readBody(c, { rewardId: v.int({ min: 1 }) });
      const amount = store.claimReward(wallets, accountOf(c).id, rewardId);
      return ok(c, { rewardId, amount, state: 'CLAIMED' });
    });

    const invited = ctx.db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE parent_id = ?');
    router.get('/wps/relay/MCSFE_getReferralInfo', ...memberOnly, (c) => {
      const account = accountOf(c);
      const referralCode = account.affiliateCode ?? `R${String(account.id).padStart(6, '0')}`;
      const { n } = invited.get(account.id) as { n: number };
      return ok(c, {
        referralPromoEnabled: true,
        referralCode,
        referralPath: `/register?referralCode=${encodeURIComponent(referralCode)}`,
        invitedCount: n,
        rewardTotal: n * 8,
      });
    });

    serveAsset(router, 'promo', /^\d{1,6}$/, (id) => {
      const row = ctx.db.prepare('SELECT title FROM promotions WHERE promotion_id = ?').get(Number(id)) as
        { title: string } | undefined;
      return row && posterSvg(`promo:${id}`, row.title, { width: 720, height: 300 });
    });
  },
};
