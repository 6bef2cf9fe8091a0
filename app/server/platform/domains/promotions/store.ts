// Promotions, each player's part in them, and the reward centre (SPEC.md sections 2 and 4: activity
// states; claims credit the main wallet in the same transaction, so no money is made or lost).
import { addColumns, type Database } from '../../db';
import {
  type ActivityState,
  ErrorCode,
  type Promotion,
  type PromotionScope,
  type PromotionType,
  type RaffleKind,
  type Reward,
  type RewardState,
} from '@lobby/contract';
import type { Services } from '../../domain';
import { PlatformError } from '../../http';
import { createRng } from '../../seed/random';
import { assetUrl } from '../../shared/assets';
import { isoTime } from '../../shared/days';
import { toMajor } from '../../shared/money';
import { langs, type Labels, type Lang } from '../../seed/names';

/** The wallet's one operation a claim needs (the wallet domain's service). */
type MainWallet = Pick<Services['wallet'], 'creditMain'>;

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
    -- A promotion's words in one language (issue 16 item 7); the row of promotions holds the English,
    -- which answers a language without its own.
    CREATE TABLE IF NOT EXISTS promotion_texts (
      promotion_id INTEGER NOT NULL REFERENCES promotions(promotion_id) ON DELETE CASCADE,
      lang TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      PRIMARY KEY (promotion_id, lang)
    );
    -- The operator's phrase book: a reward's title or a review's answer, kept in English on its row,
    -- in one language.
    CREATE TABLE IF NOT EXISTS promotion_phrases (
      phrase TEXT NOT NULL,
      lang TEXT NOT NULL,
      text TEXT NOT NULL,
      PRIMARY KEY (phrase, lang)
    );
  `);
  // Columns added after the first release: a database made before them gains them here.
  addColumns(db, 'promotions', {
    raffle_kind: 'TEXT',
    min_prize: 'INTEGER NOT NULL DEFAULT 0',
    reapply: 'INTEGER NOT NULL DEFAULT 0',
  });
  addColumns(db, 'promotion_entries', {
    reject_reason: 'TEXT',
    prize: 'INTEGER',
    applied_at: 'INTEGER',
  });
  addColumns(db, 'rewards', { expires_at: 'INTEGER', claimed_at: 'INTEGER' });
  db.exec('CREATE INDEX IF NOT EXISTS rewards_promotion ON rewards (account_id, promotion_id)');
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
  raffle_kind: RaffleKind | null;
  reward: number;
  min_prize: number;
  reapply: number;
  state: ActivityState | null;
  reject_reason: string | null;
  prize: number | null;
  remark: string | null;
  images: number | null;
  applied_at: number | null;
  updated_at: number | null;
  reward_id: number | null;
  reward_state: RewardState | null;
}

interface RewardRow {
  reward_id: number;
  title: string;
  promotion_id: number | null;
  amount: number;
  state: RewardState;
  issued_at: number;
  expires_at: number | null;
  claimed_at: number | null;
}

const toReward = (row: RewardRow): Reward => ({
  rewardId: row.reward_id,
  title: row.title,
  promotionId: row.promotion_id,
  amount: toMajor(row.amount),
  state: row.state,
  issuedTime: isoTime(row.issued_at),
  expireTime: row.expires_at === null ? null : isoTime(row.expires_at),
  claimedTime: row.claimed_at === null ? null : isoTime(row.claimed_at),
});

/** States in which the player can still act (the header's available promo count). */
const actionable: readonly ActivityState[] = ['JOIN', 'ISSUED'];

/** A new promotion in the catalogue (seed). Amounts in minor units, times in epoch ms. */
export interface NewPromotion {
  promotionId: number;
  /** In every language (English kept on the row as the fallback). */
  title: Labels;
  type: PromotionType;
  content: Labels;
  startAt: number;
  endAt: number;
  needsApplication: boolean;
  raffleKind: RaffleKind | null;
  reward: number;
  minPrize: number;
  reapply: boolean;
}

/** A player's part in a promotion, set outright (seed). */
export interface EntrySeed {
  state: ActivityState;
  time: number;
  remark?: string;
  images?: number;
  rejectReason?: string;
  /** A raffle already claimed: what was won, in minor units. */
  prize?: number;
}

export interface NewReward {
  title: string;
  promotionId: number | null;
  /** Minor units. */
  amount: number;
  state: RewardState;
  time: number;
  expiresAt?: number | null;
  claimedAt?: number | null;
}

/** How long an issued reward waits to be claimed (defined here: SPEC.md does not say). */
const rewardLifetimeMs = 7 * 24 * 60 * 60 * 1000;

export function createPromotionStore(db: Database, now: () => number) {
  // The player's entry and the newest reward issued for it, beside each promotion.
  // Its title, rules and a review's answer in @lang.
  const select = `SELECT p.promotion_id, COALESCE(t.title, p.title) AS title, p.promotion_type,
      COALESCE(t.content, p.content) AS content, p.start_at, p.end_at, p.needs_application, p.raffle, p.raffle_kind,
      p.reward, p.min_prize, p.reapply,
      e.state, COALESCE(w.text, e.reject_reason) AS reject_reason, e.prize, e.remark, e.images, e.applied_at,
      e.updated_at, r.reward_id, r.state AS reward_state
    FROM promotions p
    LEFT JOIN promotion_texts t ON t.promotion_id = p.promotion_id AND t.lang = @lang
    LEFT JOIN promotion_entries e ON e.promotion_id = p.promotion_id AND e.account_id = @accountId
    LEFT JOIN promotion_phrases w ON w.phrase = e.reject_reason AND w.lang = @lang
    LEFT JOIN rewards r ON r.reward_id = (SELECT MAX(reward_id) FROM rewards x
      WHERE x.account_id = @accountId AND x.promotion_id = p.promotion_id)`;
  const one = db.prepare(`${select} WHERE p.promotion_id = @promotionId`);
  const all = db.prepare(`${select}
    WHERE (@type IS NULL OR p.promotion_type = @type)
      AND (@scope = 'ALL' OR (@scope = 'MINE' AND e.state IS NOT NULL) OR (@scope = 'RAFFLE' AND p.raffle = 1))
    ORDER BY CASE WHEN @scope = 'MINE' THEN e.updated_at END DESC, p.start_at DESC, p.promotion_id`);
  const upsertEntry = db.prepare(`INSERT INTO promotion_entries
      (account_id, promotion_id, state, remark, images, reject_reason, prize, applied_at, updated_at)
    VALUES (@accountId, @promotionId, @state, @remark, @images, @rejectReason, @prize, @appliedAt, @time)
    ON CONFLICT (account_id, promotion_id) DO UPDATE SET state = excluded.state, remark = excluded.remark,
      images = excluded.images, reject_reason = excluded.reject_reason, prize = excluded.prize,
      applied_at = excluded.applied_at, updated_at = excluded.updated_at`);
  const moveEntry = db.prepare(`UPDATE promotion_entries SET state = @to, prize = COALESCE(@prize, prize),
      updated_at = @time
    WHERE account_id = @accountId AND promotion_id = @promotionId AND state = @from`);
  const insertPromotion = db.prepare(`INSERT INTO promotions (promotion_id, title, promotion_type, content, start_at,
      end_at, needs_application, raffle, raffle_kind, reward, min_prize, reapply)
    VALUES (@promotionId, @title, @type, @content, @startAt, @endAt, @needsApplication, @raffle, @raffleKind, @reward,
      @minPrize, @reapply)`);
  const insertText = db.prepare('INSERT INTO promotion_texts (promotion_id, lang, title, content) VALUES (?, ?, ?, ?)');
  const insertPhrase = db.prepare('INSERT OR REPLACE INTO promotion_phrases (phrase, lang, text) VALUES (?, ?, ?)');
  const insertReward = db.prepare(`INSERT INTO rewards
      (account_id, title, promotion_id, amount, state, issued_at, expires_at, claimed_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?)`);
  const rewardById = db.prepare('SELECT * FROM rewards WHERE reward_id = ? AND account_id = ?');
  const claimRewardRow = db.prepare(
    "UPDATE rewards SET state = 'CLAIMED', claimed_at = ? WHERE reward_id = ? AND account_id = ? AND state = 'ISSUED'",
  );
  const expire = db.prepare(
    "UPDATE rewards SET state = 'EXPIRED' WHERE state = 'ISSUED' AND expires_at IS NOT NULL AND expires_at <= ?",
  );
  const rewardCount = db.prepare(
    'SELECT COUNT(*) AS n FROM rewards WHERE account_id = @accountId AND (@state IS NULL OR state = @state)',
  );
  // A reward's title in @lang: its promotion's, else the phrase book's.
  const rewardPage = db.prepare(`SELECT r.reward_id, COALESCE(t.title, w.text, r.title) AS title, r.promotion_id,
      r.amount, r.state, r.issued_at, r.expires_at, r.claimed_at
    FROM rewards r
    LEFT JOIN promotion_texts t ON t.promotion_id = r.promotion_id AND t.lang = @lang
    LEFT JOIN promotion_phrases w ON w.phrase = r.title AND w.lang = @lang
    WHERE r.account_id = @accountId AND (@state IS NULL OR r.state = @state)
    ORDER BY CASE r.state WHEN 'ISSUED' THEN 0 WHEN 'PROCESSING' THEN 1 ELSE 2 END, r.issued_at DESC,
      r.reward_id DESC
    LIMIT @limit OFFSET @offset`);
  const unclaimed = db.prepare(
    "SELECT COUNT(*) AS n, COALESCE(SUM(amount), 0) AS amount FROM rewards WHERE account_id = ? AND state = 'ISSUED'",
  );

  /** Issued rewards past their last day become EXPIRED (also run on a timer: records read the table). */
  const expireDue = (): void => {
    expire.run(now());
  };

  function toPromotion(row: PromotionRow): Promotion {
    const time = now();
    const open = time >= row.start_at && time <= row.end_at;
    let state: ActivityState = time < row.start_at ? 'COMING_SOON' : (row.state ?? (open ? 'JOIN' : 'CLOSED'));
    // An issued reward that expired unclaimed ends the player's part in it.
    if (state === 'ISSUED' && row.reward_state === 'EXPIRED') state = 'CLOSED';
    const promotion: Promotion = {
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
      raffleKind: row.raffle === 1 ? (row.raffle_kind ?? 'LUCKY_DRAW') : null,
      rewardAmount: toMajor(row.reward),
      minPrize: row.raffle === 1 ? toMajor(row.min_prize) : 0,
      canReapply: state === 'REJECTED' && row.reapply === 1 && open,
    };
    if (state === 'REJECTED' && row.reject_reason) promotion.rejectReason = row.reject_reason;
    if (row.reward_id !== null && row.raffle !== 1) promotion.rewardId = row.reward_id;
    if (row.prize !== null && state === 'CLAIMED') promotion.prizeAmount = toMajor(row.prize);
    if (row.applied_at !== null) {
      promotion.application = { remark: row.remark ?? '', imageCount: row.images ?? 0, time: isoTime(row.applied_at) };
    }
    if (row.updated_at !== null) promotion.updatedTime = isoTime(row.updated_at);
    return promotion;
  }

  /** A promotion as the player sees it, its words in `lang`. */
  const get = (accountId: number | null, promotionId: number, lang: Lang = 'EN'): Promotion => {
    expireDue();
    const row = one.get({ accountId, promotionId, lang }) as PromotionRow | undefined;
    if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such promotion');
    return toPromotion(row);
  };

  /**
   * A raffle's prize for one player: fixed by the promotion and the account, between the smallest and
   * the biggest prize (SPEC.md section 7: MCS2_claimRafflePromotion; the same on every run of a seed).
   */
  const prizeOf = (seed: number, promotion: Promotion, accountId: number): number => {
    const rng = createRng(seed, `raffle:${promotion.promotionId}:${accountId}`);
    return rng.int(Math.round(promotion.minPrize * 100), Math.round(promotion.rewardAmount * 100));
  };

  const titleOf = db.prepare('SELECT title FROM promotions WHERE promotion_id = ?');
  const invited = db.prepare('SELECT COUNT(*) AS n FROM accounts WHERE parent_id = ?');
  return {
    /** A promotion's title (its poster), or undefined. */
    titleOf: (promotionId: number) => (titleOf.get(promotionId) as { title: string } | undefined)?.title,
    /** The accounts this account invited (the referral information). */
    invitedCount: (accountId: number) => (invited.get(accountId) as { n: number }).n,
    get,
    expireDue,
    list(accountId: number | null, type: PromotionType | undefined, scope: PromotionScope = 'ALL', lang: Lang = 'EN') {
      expireDue();
      const rows = all.all({ accountId, type: type ?? null, scope, lang }) as PromotionRow[];
      const list = rows.map(toPromotion);
      return { list, availableCount: list.filter((item) => actionable.includes(item.state)).length };
    },
    /**
     * SPEC.md section 4: JOIN -> JOINED, or APPLYING when the promotion asks for an application (also
     * again from REJECTED when allowed); a raffle JOIN -> ISSUED (its prize waits to be opened).
     */
    apply: db.transaction(
      (accountId: number, promotionId: number, remark: string, images: number, attach: () => void): Promotion => {
        const promotion = get(accountId, promotionId);
        const again = promotion.state === 'REJECTED' && promotion.canReapply;
        if (promotion.state !== 'JOIN' && !again) {
          throw new PlatformError(ErrorCode.STATE_CONFLICT, `This promotion is ${promotion.state}`);
        }
        const time = now();
        const state: ActivityState = promotion.needsApplication ? 'APPLYING' : promotion.raffle ? 'ISSUED' : 'JOINED';
        upsertEntry.run({
          accountId,
          promotionId,
          state,
          remark,
          images,
          rejectReason: null,
          prize: null,
          appliedAt: promotion.needsApplication ? time : null,
          time,
        });
        attach();
        return get(accountId, promotionId);
      },
    ),
    /** Sets a player's state outright (seed). */
    setEntry(accountId: number, promotionId: number, entry: EntrySeed): void {
      upsertEntry.run({
        accountId,
        promotionId,
        state: entry.state,
        remark: entry.remark ?? '',
        images: entry.images ?? 0,
        rejectReason: entry.rejectReason ?? null,
        prize: entry.prize ?? null,
        appliedAt: entry.remark === undefined && entry.images === undefined ? null : entry.time,
        time: entry.time,
      });
    },
    /** A promotion, its title and rules in every language (English kept on the row as the fallback). */
    addPromotion(promotion: NewPromotion): void {
      insertPromotion.run({
        ...promotion,
        title: promotion.title.EN,
        content: promotion.content.EN,
        needsApplication: promotion.needsApplication ? 1 : 0,
        raffle: promotion.raffleKind ? 1 : 0,
        reapply: promotion.reapply ? 1 : 0,
      });
      for (const lang of langs) {
        insertText.run(promotion.promotionId, lang, promotion.title[lang], promotion.content[lang]);
      }
    },
    /** A reward title or a review's answer in every language, found by its English. */
    addPhrase(phrase: Labels): void {
      for (const lang of langs) insertPhrase.run(phrase.EN, lang, phrase[lang]);
    },
    /**
     * A raffle's prize ISSUED -> CLAIMED, credited to the main wallet, atomically. A second claim is
     * refused with ALREADY_CLAIMED, carrying what was won.
     */
    claimRaffle: db.transaction((wallets: MainWallet, seed: number, accountId: number, promotionId: number) => {
      const promotion = get(accountId, promotionId);
      if (!promotion.raffle) throw new PlatformError(ErrorCode.VALIDATION, 'promotionId is not a raffle');
      if (promotion.state === 'CLAIMED') {
        throw new PlatformError(ErrorCode.ALREADY_CLAIMED, 'This prize was already claimed', 200, {
          promotionId,
          prizeAmount: promotion.prizeAmount ?? 0,
        });
      }
      const prize = prizeOf(seed, promotion, accountId);
      const moved = moveEntry.run({ accountId, promotionId, from: 'ISSUED', to: 'CLAIMED', prize, time: now() });
      if (moved.changes === 0) throw new PlatformError(ErrorCode.STATE_CONFLICT, `This raffle is ${promotion.state}`);
      wallets.creditMain(accountId, prize, 'RAFFLE');
      return toMajor(prize);
    }),
    /** A page of the reward centre, the titles in `lang`. */
    rewards(accountId: number, query: { state?: RewardState; pageNo: number; pageSize: number }, lang: Lang = 'EN') {
      expireDue();
      const filter = { accountId, state: query.state ?? null };
      const { n } = rewardCount.get(filter) as { n: number };
      const rows = rewardPage.all({
        ...filter,
        lang,
        limit: query.pageSize,
        offset: (query.pageNo - 1) * query.pageSize,
      }) as RewardRow[];
      return { list: rows.map(toReward), totalCount: n };
    },
    /** Rewards waiting to be claimed: the reward centre's figure and the reward badge (CSP_unreadCount). */
    unclaimedRewards(accountId: number): number {
      expireDue();
      return (unclaimed.get(accountId) as { n: number }).n;
    },
    unclaimedAmount(accountId: number): number {
      return toMajor((unclaimed.get(accountId) as { amount: number }).amount);
    },
    addReward(accountId: number, reward: NewReward): number {
      const { lastInsertRowid } = insertReward.run(
        accountId,
        reward.title,
        reward.promotionId,
        reward.amount,
        reward.state,
        reward.time,
        reward.expiresAt === undefined ? reward.time + rewardLifetimeMs : reward.expiresAt,
        reward.claimedAt ?? (reward.state === 'CLAIMED' ? reward.time : null),
      );
      return Number(lastInsertRowid);
    },
    /** An issued reward -> CLAIMED into the main wallet, and its promotion with it, atomically. */
    claimReward: db.transaction((wallets: MainWallet, accountId: number, rewardId: number) => {
      expireDue();
      const row = rewardById.get(rewardId, accountId) as RewardRow | undefined;
      if (!row) throw new PlatformError(ErrorCode.NOT_FOUND, 'No such reward');
      if (row.state === 'CLAIMED')
        throw new PlatformError(ErrorCode.ALREADY_CLAIMED, 'This reward was already claimed');
      const time = now();
      if (claimRewardRow.run(time, rewardId, accountId).changes === 0) {
        throw new PlatformError(ErrorCode.STATE_CONFLICT, `This reward is ${row.state}`);
      }
      if (row.promotion_id !== null) {
        moveEntry.run({ accountId, promotionId: row.promotion_id, from: 'ISSUED', to: 'CLAIMED', prize: null, time });
      }
      wallets.creditMain(accountId, row.amount, 'REWARD');
      return toMajor(row.amount);
    }),
  };
}
