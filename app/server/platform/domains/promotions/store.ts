// Promotions, each player's part in them, and the reward centre (SPEC.md sections 2 and 4: activity
// states; the claims credit the main wallet in the same transaction).
import type { Database } from 'better-sqlite3';
import type { ActivityState, Promotion, PromotionType, Reward, RewardState } from '../../../../src/api/wire/promotions';
import { ErrorCode } from '../../../../src/api/wire/errors';
import { PlatformError } from '../../http';
import { assetUrl } from '../games/assets';
import { isoTime, toMajor } from '../wallet/common';
import type { WalletStore } from '../wallet/store';

export function migratePromotions(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS promotions (
      promotion_id INTEGER PRIMARY KEY,
      title TEXT NOT NULL,
      promotion_type TEXT NOT NULL,
      content TEXT NOT NULL,
      start_at INTEGER NOT NULL,
      end_at INTEGER NOT NULL,
      needs_application INTEGER NOT NULL,
      raffle INTEGER NOT NULL,
      reward INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS promotion_entries (
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      promotion_id INTEGER NOT NULL REFERENCES promotions(promotion_id),
      state TEXT NOT NULL,
      remark TEXT NOT NULL DEFAULT '',
      images INTEGER NOT NULL DEFAULT 0,
      updated_at INTEGER NOT NULL,
      PRIMARY KEY (account_id, promotion_id)
    );
    CREATE TABLE IF NOT EXISTS rewards (
      reward_id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      title TEXT NOT NULL,
      promotion_id INTEGER REFERENCES promotions(promotion_id),
      amount INTEGER NOT NULL CHECK (amount > 0),
      state TEXT NOT NULL,
      issued_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS rewards_account ON rewards (account_id, issued_at);
  `);
}

interface PromotionRow {
  promotion_id: number;
  title: string;
  promotion_type: PromotionType;
  content: string;
  start_at: number;
  end_at: number;
  needs_application: number;
  raffle: number;
  reward: number;
  state: ActivityState | null;
}

interface RewardRow {
  reward_id: number;
  title: string;
  promotion_id: number | null;
  amount: number;
  state: RewardState;
  issued_at: number;
}

const toRewardItem = (row: RewardRow): Reward => ({
  rewardId: row.reward_id,
  title: row.title,
  promotionId: row.promotion_id,
  amount: toMajor(row.amount),
  state: row.state,
  issuedTime: isoTime(row.issued_at),
});

/** States in which the player can still act (the header's available promo count). */
const actionable: readonly ActivityState[] = ['JOIN', 'ISSUED'];

export function createPromotionStore(db: Database, now: () => number) {
  const select = `SELECT p.*, e.state FROM promotions p
    LEFT JOIN promotion_entries e ON e.promotion_id = p.promotion_id AND e.account_id = @accountId`;
  const one = db.prepare(`${select} WHERE p.promotion_id = @promotionId`);
  const all = db.prepare(
    `${select} WHERE (@type IS NULL OR p.promotion_type = @type) ORDER BY p.start_at DESC, p.promotion_id`,
  );
  const upsertEntry =
    db.prepare(`INSERT INTO promotion_entries (account_id, promotion_id, state, remark, images, updated_at)
    VALUES (@accountId, @promotionId, @state, @remark, @images, @time)
    ON CONFLICT (account_id, promotion_id) DO UPDATE SET state = excluded.state, remark = excluded.remark,
    images = excluded.images, updated_at = excluded.updated_at`);
  const setEntry = db.prepare(
    'UPDATE promotion_entries SET state = @to, updated_at = @time WHERE account_id = @accountId AND promotion_id = @promotionId AND state = @from',
  );
  const rewardById = db.prepare('SELECT * FROM rewards WHERE reward_id = ? AND account_id = ?');
  const claimReward = db.prepare(
    "UPDATE rewards SET state = 'CLAIMED' WHERE reward_id = ? AND account_id = ? AND state = 'ISSUED'",
  );

  function toPromotion(row: PromotionRow): Promotion {
    const time = now();
    const state: ActivityState =
      time < row.start_at ? 'COMING_SOON' : (row.state ?? (time > row.end_at ? 'CLOSED' : 'JOIN'));
    return {
      promotionId: row.promotion_id,
      title: row.title,
      promotionType: row.promotion_type,
      bannerUrl: assetUrl('promo', row.promotion_id),
      content: row.content,
      startTime: isoTime(row.start_at),
      endTime: isoTime(row.end_at),
      state,
      needsApplication: row.needs_application === 1,
      raffle: row.raffle === 1,
      rewardAmount: toMajor(row.reward),
    };
  }

  const get = (accountId: number | null, promotionId: number): Promotion => {
    const row = one.get({ accountId, promotionId }) as PromotionRow | undefined;
    if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such promotion');
    return toPromotion(row);
  };

  return {
    get,
    list(accountId: number | null, type: PromotionType | undefined) {
      const rows = all.all({ accountId, type: type ?? null }) as PromotionRow[];
      const list = rows.map(toPromotion);
      return { list, availableCount: list.filter((item) => actionable.includes(item.state)).length };
    },
    /** JOIN -> APPLYING (an application to review) or JOINED (SPEC.md section 4). */
    apply(accountId: number, promotionId: number, remark: string, images: number): Promotion {
      const promotion = get(accountId, promotionId);
      if (promotion.state !== 'JOIN')
        throw new PlatformError(ErrorCode.STATE_CONFLICT, `This promotion is ${promotion.state}`);
      upsertEntry.run({
        accountId,
        promotionId,
        state: promotion.needsApplication ? 'APPLYING' : 'JOINED',
        remark,
        images,
        time: now(),
      });
      return get(accountId, promotionId);
    },
    /** Sets a player's state outright (seed). */
    setState(accountId: number, promotionId: number, state: ActivityState, time = now()): void {
      upsertEntry.run({ accountId, promotionId, state, remark: '', images: 0, time });
    },
    /** A raffle prize ISSUED -> CLAIMED, credited to the main wallet, atomically. */
    claimRaffle: db.transaction((wallets: WalletStore, accountId: number, promotionId: number) => {
      const promotion = get(accountId, promotionId);
      if (!promotion.raffle) throw new PlatformError(ErrorCode.VALIDATION, 'promotionId is not a raffle');
      if (setEntry.run({ accountId, promotionId, from: 'ISSUED', to: 'CLAIMED', time: now() }).changes === 0) {
        throw new PlatformError(ErrorCode.STATE_CONFLICT, `This raffle is ${promotion.state}`);
      }
      wallets.creditMain(accountId, Math.round(promotion.rewardAmount * 100), 'RAFFLE');
      return promotion.rewardAmount;
    }),
    rewards(accountId: number, page: { pageNo: number; pageSize: number }) {
      const { n } = db.prepare('SELECT COUNT(*) AS n FROM rewards WHERE account_id = ?').get(accountId) as {
        n: number;
      };
      const rows = db
        .prepare('SELECT * FROM rewards WHERE account_id = ? ORDER BY issued_at DESC, reward_id DESC LIMIT ? OFFSET ?')
        .all(accountId, page.pageSize, (page.pageNo - 1) * page.pageSize) as RewardRow[];
      return { list: rows.map(toRewardItem), totalCount: n };
    },
    unclaimedRewards: (accountId: number): number =>
      (
        db.prepare("SELECT COUNT(*) AS n FROM rewards WHERE account_id = ? AND state = 'ISSUED'").get(accountId) as {
          n: number;
        }
      ).n,
    addReward(
      accountId: number,
      reward: { title: string; promotionId: number | null; amount: number; state: RewardState; time: number },
    ) {
      db.prepare(
        'INSERT INTO rewards (account_id, title, promotion_id, amount, state, issued_at) VALUES (?, ?, ?, ?, ?, ?)',
      ).run(accountId, reward.title, reward.promotionId, reward.amount, reward.state, reward.time);
    },
    claimReward: db.transaction((wallets: WalletStore, accountId: number, rewardId: number) => {
      const row = rewardById.get(rewardId, accountId) as RewardRow | undefined;
      if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such reward');
      if (claimReward.run(rewardId, accountId).changes === 0)
        throw new PlatformError(ErrorCode.STATE_CONFLICT, `This reward is ${row.state}`);
      wallets.creditMain(accountId, row.amount, 'REWARD');
      return toMajor(row.amount);
    }),
  };
}

export type PromotionStore = ReturnType<typeof createPromotionStore>;
