// Seeded bets (PLATFORM.md "The embedded platform": deterministic seed data): 60 days of wagers for
// every account that is not a trial, on every product line, with the games of the catalogue.
//
// Bets are placed on whole platform days before today, at a seeded time of day, and none today: which
// bets a date range holds then depends only on the seed and the day, never on the hour the platform
// started, so the records pages and their screenshots show the same figures all day.
import type { Database } from '../../db';
import { type BetGameType, betGameTypes, type BetStatus, MAIN_WALLET_ACCOUNT_TYPE } from '@lobby/contract';
import { memberType } from '../../auth';
import type { PlatformContext } from '../../domain';
import { createRng, type Rng } from '../../seed/random';
import { demoPassword } from '../../seed-core';
import { dayNumber, dayStartOf } from '../../shared/days';
import { createRebateStore, rebateMovementKind, seedRebateRates } from './rebate';

/** The accounts of the records journeys (app/e2e/records.spec.ts): bets, no claim yet. */
const e2eRecordAccounts = ['e2e_records', 'e2e_records2'] as const;

const seededDays = 60;
const second = 1000;
const minute = 60 * second;
const hour = 60 * minute;

/** How often each line is played (weights). */
const lineWeights: Readonly<Record<BetGameType, number>> = {
  LIVE: 20,
  RNG: 30,
  FISH: 8,
  SPORTS: 14,
  ESPORTS: 5,
  PVP: 8,
  LOTT: 6,
  ELOTT: 5,
  COCKFIGHT: 4,
};

/** Stakes in minor units (min, max, step) and how long a round takes to settle (min, max). */
const lineShapes: Readonly<Record<BetGameType, { stake: [number, number, number]; settle: [number, number] }>> = {
  LIVE: { stake: [1_000, 50_000, 500], settle: [30 * second, 2 * minute] },
  RNG: { stake: [100, 5_000, 10], settle: [3 * second, 40 * second] },
  FISH: { stake: [100, 4_000, 50], settle: [minute, 10 * minute] },
  SPORTS: { stake: [1_000, 30_000, 500], settle: [hour, 6 * hour] },
  ESPORTS: { stake: [1_000, 20_000, 500], settle: [30 * minute, 3 * hour] },
  PVP: { stake: [500, 15_000, 100], settle: [minute, 10 * minute] },
  LOTT: { stake: [200, 10_000, 100], settle: [5 * minute, hour] },
  ELOTT: { stake: [200, 8_000, 100], settle: [minute, 10 * minute] },
  COCKFIGHT: { stake: [1_000, 30_000, 500], settle: [5 * minute, 20 * minute] },
};

/** Lines whose rounds can still be open a day or two later (matches, draws). */
const slowLines: readonly BetGameType[] = ['SPORTS', 'ESPORTS', 'LOTT'];
const rngMultipliers = [1.2, 1.5, 2, 3, 5, 10, 25] as const;

interface GameRef {
  vassalage: string;
  game_name: string;
}

export interface NewBet {
  accountId: number;
  roundId: string;
  gameType: BetGameType;
  vassalage: string;
  gameName: string;
  betAmount: number;
  validBet: number;
  payout: number;
  status: BetStatus;
  betTime: number;
  settleTime: number | null;
}

export function createBetWriter(db: Database) {
  const insert = db.prepare(`INSERT INTO bets
    (account_id, round_id, game_type, vassalage, game_name, bet_amount, valid_bet, payout, status, bet_time, settle_time)
    VALUES (@accountId, @roundId, @gameType, @vassalage, @gameName, @betAmount, @validBet, @payout, @status, @betTime, @settleTime)`);
  return (bet: NewBet) => Number(insert.run(bet).lastInsertRowid);
}

function weightedLine(rng: Rng): BetGameType {
  const total = betGameTypes.reduce((sum, line) => sum + lineWeights[line], 0);
  let left = rng.int(1, total);
  for (const line of betGameTypes) {
    left -= lineWeights[line];
    if (left <= 0) return line;
  }
  return 'RNG';
}

/**
 * One bet on `line` at `betTime`: mostly won or lost, sometimes a push (stake back, no valid bet),
 * rarely cancelled, and open when a slow line's round has not ended (`mayBeOpen`).
 */
function makeBet(
  rng: Rng,
  accountId: number,
  line: BetGameType,
  game: GameRef,
  betTime: number,
  options: { now: number; mayBeOpen: boolean; simple?: boolean },
): NewBet {
  const shape = lineShapes[line];
  const [min, max, step] = shape.stake;
  const betAmount = rng.int(min / step, max / step) * step;
  const settleTime = Math.min(betTime + rng.int(shape.settle[0], shape.settle[1]), options.now - second);
  const base = {
    accountId,
    roundId: `${game.vassalage}-${betTime.toString(36).toUpperCase()}-${String(rng.int(100, 999))}`,
    gameType: line,
    vassalage: game.vassalage,
    gameName: game.game_name,
    betAmount,
    betTime,
  };
  if (options.mayBeOpen && slowLines.includes(line) && rng.chance(0.6)) {
    return { ...base, validBet: 0, payout: 0, status: 'UNSETTLED', settleTime: null };
  }
  if (!options.simple && rng.chance(0.03)) {
    return { ...base, validBet: 0, payout: betAmount, status: 'CANCELLED', settleTime };
  }
  const roll = rng.next();
  let payout = 0;
  let validBet = betAmount;
  if (!options.simple && roll < 0.05 && (line === 'LIVE' || line === 'PVP' || line === 'SPORTS')) {
    payout = betAmount;
    validBet = 0;
  } else if (roll < 0.46) {
    const multiplier = line === 'RNG' ? rng.pick(rngMultipliers) : 1.5 + rng.int(0, 14) / 10;
    payout = Math.round(betAmount * multiplier);
  }
  return { ...base, validBet, payout, status: 'SETTLED', settleTime };
}

/** Seeds the rebate rates, every account's bets and demo_member's past rebate claims. */
export function seedBets(db: Database, ctx: PlatformContext): void {
  const now = ctx.now();
  const today = dayNumber(now);
  const write = createBetWriter(db);
  const gamesOf = db.prepare(
    "SELECT vassalage, game_name FROM games WHERE game_type = ? AND is_game = 'GAME' ORDER BY node_id",
  );
  const catalogue = new Map(betGameTypes.map((line) => [line, gamesOf.all(line) as GameRef[]]));
  const playable = betGameTypes.filter((line) => (catalogue.get(line)?.length ?? 0) > 0);
  seedRebateRates(db);

  for (const username of e2eRecordAccounts) {
    ctx.accounts.create({ username, password: demoPassword, nickname: 'Records', passwordCost: 1024 });
  }
  const accounts = db
    .prepare('SELECT id, username FROM accounts WHERE type != ? ORDER BY id')
    .all(memberType.trial) as {
    id: number;
    username: string;
  }[];

  for (const account of accounts) {
    const rng = createRng(ctx.config.seed, `bets:${account.username}`);
    // Each player has a few favourite games per line.
    const favourites = new Map(
      playable.map((line) => [line, rng.shuffle(catalogue.get(line) ?? []).slice(0, 6)] as const),
    );
    const e2e = (e2eRecordAccounts as readonly string[]).includes(account.username);
    const days = e2e ? 7 : seededDays;
    const perDay: [number, number] = account.username === 'demo_member' ? [3, 9] : e2e ? [3, 3] : [0, 3];
    for (let back = days; back >= 1; back -= 1) {
      const dayStart = dayStartOf(today - back);
      const times = Array.from({ length: rng.int(...perDay) }, () => dayStart + rng.int(0, 86_399) * second).sort(
        (a, b) => a - b,
      );
      times.forEach((betTime, index) => {
        // The journeys' accounts play every line in turn and never push nor cancel.
        const line = e2e ? (playable[(back * 3 + index) % playable.length] ?? 'RNG') : weightedLine(rng);
        const games = favourites.get(line) ?? [];
        if (games.length === 0) return;
        write(
          makeBet(rng, account.id, line, rng.pick(games), betTime, { now, mayBeOpen: back <= 2 && !e2e, simple: e2e }),
        );
      });
    }
  }
  seedPastClaims(db, ctx, today);
}

/**
 * demo_member claimed rebates before: the claims, and their credits in the account record. The
 * wallet's seeded balance is the balance after its history, so the credits are recorded, not paid.
 */
function seedPastClaims(db: Database, ctx: PlatformContext, today: number): void {
  const member = ctx.accounts.byUsername('demo_member');
  if (!member) return;
  const rebates = createRebateStore(db, ctx.now);
  const rng = createRng(ctx.config.seed, 'rebate-claims');
  const movement = db.prepare(`INSERT INTO wallet_movements
    (id, account_id, from_type, to_type, counterparty_id, amount, kind, created_at)
    VALUES (?, ?, NULL, ?, NULL, ?, ?, ?)`);
  for (const back of [45, 31, 17, 4]) {
    const time = dayStartOf(today - back) + 9 * hour + rng.int(0, 8 * 60) * minute;
    const made = rebates.record(member.id, time);
    if (made) {
      movement.run(
        `rebate-${String(made.claimId)}`,
        member.id,
        MAIN_WALLET_ACCOUNT_TYPE,
        made.amount,
        rebateMovementKind,
        time,
      );
    }
  }
}
