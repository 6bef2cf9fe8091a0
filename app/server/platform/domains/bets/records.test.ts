import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccountRecordValue, BetRecordValue, BonusDetailsValue, ProfitLossValue } from '@lobby/contract';
import { createTestPlatform, defined, newKey, testEpoch, type TestPlatform } from '../wallet/testing';
import { dayNumber, dayStartOf, dayText } from '../../shared/days';
import { createBetWriter } from './seed';

type Query = Record<string, string | number>;
const search = (query: Query) =>
  new URLSearchParams(Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])));
const cents = (amount: number) => Math.round(amount * 100);
const sumCents = <T>(rows: T[], pick: (row: T) => number | null) =>
  rows.reduce((sum, row) => sum + cents(pick(row) ?? 0), 0);

describe('records calls', () => {
  let t: TestPlatform;
  let token: string;
  const today = dayNumber(testEpoch);
  /** yyyy-MM-dd of `back` days before the platform's today. */
  const day = (back: number) => dayText(today - back);
  const get = <T>(path: string, query: Query, as = token) =>
    t.value<T>('GET', `${path}?${search(query).toString()}`, { token: as, headers: { Language: 'EN' } });
  const call = (path: string, query: Query, as = token) =>
    t.call('GET', `${path}?${search(query).toString()}`, { token: as });

  /** Every page of a paged call, with the first page's totals. */
  async function allPages<T extends { list: unknown[]; totalPages: number }>(path: string, query: Query) {
    const first = await get<T>(path, { ...query, pageNo: 1, pageSize: 100 });
    const rows = [...first.list];
    for (let pageNo = 2; pageNo <= first.totalPages; pageNo += 1) {
      rows.push(...(await get<T>(path, { ...query, pageNo, pageSize: 100 })).list);
    }
    return { first, rows: rows as T['list'] };
  }

  beforeAll(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterAll(() => t.platform.close());

  describe('betting record', () => {
    const path = '/wps/relay/ODSFE2_getBetRecord';

    it('seeds a few hundred bets for demo_member over 60 days, none today, on every product line', async () => {
      const { first, rows } = await allPages<BetRecordValue>(path, { startDate: day(60), endDate: day(0) });
      expect(first.totalCount).toBeGreaterThan(250);
      expect(rows).toHaveLength(first.totalCount);
      expect(new Set(rows.map((row) => row.gameType)).size).toBe(9);
      expect(new Set(rows.map((row) => row.status))).toEqual(new Set(['SETTLED', 'UNSETTLED', 'CANCELLED']));
      expect(rows.some((row) => (row.profit ?? 0) > 0) && rows.some((row) => (row.profit ?? 0) < 0)).toBe(true);
      expect(rows.every((row) => row.betTime < `${day(0)}T00:00:00`)).toBe(true);
      const times = rows.map((row) => row.betTime);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it('answers totals of the whole filtered range, matching the rows of every page', async () => {
      const query = { startDate: day(30), endDate: day(1) };
      const { first, rows } = await allPages<BetRecordValue>(path, query);
      expect(first.totalPages).toBeGreaterThan(1);
      expect(new Set(rows.map((row) => row.betId)).size).toBe(first.totalCount);
      const { totals } = first;
      expect(totals.count).toBe(rows.length);
      expect(cents(totals.betAmount)).toBe(sumCents(rows, (row) => row.betAmount));
      expect(cents(totals.validBet)).toBe(sumCents(rows, (row) => row.validBet));
      expect(cents(totals.payout)).toBe(sumCents(rows, (row) => row.payout));
      expect(cents(totals.profit)).toBe(sumCents(rows, (row) => row.profit));
      const small = await get<BetRecordValue>(path, { ...query, pageSize: 10, pageNo: 2 });
      expect(small.list).toHaveLength(10);
      expect(small.totals).toEqual(totals);
      expect(small.totalPages).toBe(Math.ceil(totals.count / 10));
    });

    it('filters by product line and status', async () => {
      const query = { startDate: day(60), endDate: day(0) };
      const all = await get<BetRecordValue>(path, query);
      const perLine = await Promise.all(
        ['LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT'].map((gameType) =>
          get<BetRecordValue>(path, { ...query, gameType, pageSize: 100 }),
        ),
      );
      expect(perLine.reduce((sum, value) => sum + value.totalCount, 0)).toBe(all.totalCount);
      const open = await get<BetRecordValue>(path, { ...query, status: 'UNSETTLED', pageSize: 100 });
      expect(open.totalCount).toBeGreaterThan(0);
      expect(open.list.every((row) => row.status === 'UNSETTLED' && row.profit === null && row.validBet === 0)).toBe(
        true,
      );
      expect(open.totals.profit).toBe(0);
      const sports = await get<BetRecordValue>(path, { ...query, gameType: 'SPORTS', status: 'SETTLED' });
      expect(sports.list.every((row) => row.gameType === 'SPORTS' && row.status === 'SETTLED')).toBe(true);
    });

    it('counts whole days of the platform clock, both ends inclusive', async () => {
      const account = t.platform.ctx.accounts.create({
        username: 'edge_days',
        password: 'Demo1234',
        passwordCost: 1024,
      });
      const write = createBetWriter(t.platform.ctx.db);
      const target = today - 3;
      const bet = (betTime: number) =>
        write({
          accountId: account.id,
          roundId: `R-${String(betTime)}`,
          gameType: 'RNG',
          vassalage: 'PG',
          gameName: 'Edge',
          betAmount: 100,
          validBet: 100,
          payout: 0,
          status: 'SETTLED',
          betTime,
          settleTime: betTime,
        });
      const inside = [bet(dayStartOf(target)), bet(dayStartOf(target + 1) - 1)];
      bet(dayStartOf(target) - 1);
      bet(dayStartOf(target + 1));
      const edge = t.platform.ctx.accounts.issueToken(account.id);
      const one = await get<BetRecordValue>(path, { startDate: dayText(target), endDate: dayText(target) }, edge);
      expect(one.list.map((row) => row.betId).sort()).toEqual([...inside].sort());
      const three = await get<BetRecordValue>(
        path,
        { startDate: dayText(target - 1), endDate: dayText(target + 1) },
        edge,
      );
      expect(three.totalCount).toBe(4);
    });

    it.each([
      [{ startDate: '2026-11-10', endDate: '2026-11-01' }, 'endDate'],
      [{ startDate: '2026-01-01', endDate: '2026-12-31' }, 'at most 90 days'],
      [{ startDate: '2026-02-30', endDate: '2026-03-01' }, 'startDate'],
      [{ startDate: '2026/11/01', endDate: '2026-11-02' }, 'startDate'],
      [{ endDate: '2026-11-02' }, 'startDate'],
      [{ startDate: '2026-11-01', endDate: '2026-11-02', gameType: 'POKER' }, 'gameType'],
      [{ startDate: '2026-11-01', endDate: '2026-11-02', status: 'WON' }, 'status'],
      [{ startDate: '2026-11-01', endDate: '2026-11-02', pageSize: 500 }, 'pageSize'],
    ])('refuses %j naming %s', async (query, field) => {
      const { envelope } = await call(path, query);
      expect(envelope).toMatchObject({ success: false, errorCode: 'VALIDATION' });
      expect(envelope.message).toContain(field);
    });

    it('answers members only', async () => {
      const range = { startDate: day(7), endDate: day(0) };
      expect((await t.call('GET', `${path}?${search(range).toString()}`)).status).toBe(401);
      const trial = await call(path, range, t.tokenOf('demo_trial'));
      expect(trial.envelope.errorCode).toBe('TRIAL_FORBIDDEN');
    });

    it('seeds the agent tree too (the agent reports read the same bets)', async () => {
      for (const username of ['demo_agent', 'demo_subagent', 'member_001']) {
        const value = await get<BetRecordValue>(path, { startDate: day(60), endDate: day(0) }, t.tokenOf(username));
        expect(value.totalCount).toBeGreaterThan(10);
      }
    });
  });

  describe('account record', () => {
    const path = '/wps/relay/ODSFE2_getAccountRecord';

    it('lists the wallet movements with totals of the range, a transfer as a move between wallets', async () => {
      await t.value('POST', '/wps/relay/GCS_walletTransfer', {
        token,
        idempotencyKey: newKey(),
        body: { fromAccountTypeId: 1, toAccountTypeId: 10, amount: 12.5 },
      });
      const { first, rows } = await allPages<AccountRecordValue>(path, { startDate: day(60), endDate: day(0) });
      const transfer = defined(rows.find((row) => row.type === 'TRANSFER' && row.amount === 12.5));
      expect(transfer).toMatchObject({
        direction: 'MOVE',
        fromWallet: 'Main wallet',
        toWallet: 'PG Soft',
        kind: 'TRANSFER',
      });
      const rebates = rows.filter((row) => row.type === 'REBATE');
      expect(rebates.length).toBeGreaterThanOrEqual(3);
      expect(rebates.every((row) => row.direction === 'IN' && row.toWallet === 'Main wallet')).toBe(true);
      const { totals } = first;
      expect(totals.count).toBe(rows.length);
      expect(cents(totals.credit)).toBe(sumCents(rows, (row) => (row.direction === 'IN' ? row.amount : 0)));
      expect(cents(totals.debit)).toBe(sumCents(rows, (row) => (row.direction === 'OUT' ? row.amount : 0)));
      expect(cents(totals.net)).toBe(cents(totals.credit) - cents(totals.debit));
      const onlyRebates = await get<AccountRecordValue>(path, { startDate: day(60), endDate: day(0), type: 'REBATE' });
      expect(onlyRebates.totalCount).toBe(rebates.length);
    });

    it('shows a transfer between players to both of them', async () => {
      const agent = t.accountId('demo_agent');
      const child = t.accountId('member_001');
      t.platform.ctx.db
        .prepare(
          `INSERT INTO wallet_movements (id, account_id, from_type, to_type, counterparty_id, amount, kind, created_at)
           VALUES ('test-downline', ?, 1, 1, ?, 2500, 'DOWNLINE', ?)`,
        )
        .run(agent, child, t.clock.now);
      const range = { startDate: day(0), endDate: day(0) };
      const sent = await get<AccountRecordValue>(path, range, t.tokenOf('demo_agent'));
      const received = await get<AccountRecordValue>(path, range, t.tokenOf('member_001'));
      expect(sent.list.find((row) => row.movementId === 'test-downline')).toMatchObject({
        direction: 'OUT',
        counterparty: 'member_001',
        fromWallet: 'Main wallet',
        toWallet: null,
        amount: 25,
      });
      expect(received.list.find((row) => row.movementId === 'test-downline')).toMatchObject({
        direction: 'IN',
        counterparty: 'demo_agent',
        fromWallet: null,
        toWallet: 'Main wallet',
      });
    });

    it('gives every day of the range with its movements and the balance it ended with', async () => {
      const range = { startDate: day(29), endDate: day(0) };
      const value = await get<AccountRecordValue>(path, { ...range, type: 'REBATE' });
      const days = defined(value.days);
      expect(days.map((row) => row.date)).toEqual(Array.from({ length: 30 }, (_, index) => day(29 - index)));
      // Every type, whatever the filter: the days add up to the whole range's totals.
      const all = await get<AccountRecordValue>(path, range);
      expect(sumCents(days, (row) => row.credit)).toBe(cents(all.totals.credit));
      expect(sumCents(days, (row) => row.debit)).toBe(cents(all.totals.debit));
      expect(days.reduce((count, row) => count + row.count, 0)).toBe(all.totals.count);
      // The range ends today: its last balance is the funds now; each day ends where the one before did, plus its net.
      const funds = await t.value<{ sumBalance: number }>('GET', '/wps/v2/wallets/balance', { token });
      expect(days.at(-1)?.balance).toBe(funds.sumBalance);
      for (let index = 1; index < days.length; index += 1) {
        const [before, after] = [defined(days[index - 1]), defined(days[index])];
        expect(cents(after.balance), after.date).toBe(cents(before.balance) + cents(after.net));
      }
      // A range in the past ends with the balance of its last day.
      const earlier = defined((await get<AccountRecordValue>(path, { startDate: day(29), endDate: day(10) })).days);
      expect(earlier.at(-1)).toEqual(days[19]);
    });

    it('refuses an unknown type', async () => {
      const { envelope } = await call(path, { startDate: day(1), endDate: day(0), type: 'GIFT' });
      expect(envelope.errorCode).toBe('VALIDATION');
    });
  });

  describe('profit and loss', () => {
    const path = '/wps/relay/ODSFE2_getProfitLoss';
    const range = { startDate: day(59), endDate: day(0) };

    it('by day: rows add up to the totals, which agree with the settled bets of the betting record', async () => {
      const { first, rows } = await allPages<ProfitLossValue>(path, range);
      const { totals } = first;
      for (const field of ['betAmount', 'validBet', 'payout', 'profit', 'bonus', 'rebate', 'net'] as const) {
        expect(cents(totals[field])).toBe(sumCents(rows, (row) => row[field]));
      }
      expect(totals.betCount).toBe(rows.reduce((sum, row) => sum + row.betCount, 0));
      const settled = await get<BetRecordValue>('/wps/relay/ODSFE2_getBetRecord', { ...range, status: 'SETTLED' });
      expect(totals.betCount).toBe(settled.totals.count);
      expect(totals.betAmount).toBe(settled.totals.betAmount);
      expect(totals.profit).toBe(settled.totals.profit);
      expect(totals.rebate).toBeGreaterThan(0);
      expect(totals.bonus).toBeGreaterThan(0);
      expect(cents(totals.net)).toBe(cents(totals.profit) + cents(totals.bonus) + cents(totals.rebate));
      const keys = rows.map((row) => row.key);
      expect([...keys].sort().reverse()).toEqual(keys);
    });

    it('by product line: rows add up to the totals, bonuses only in the totals', async () => {
      const value = await get<ProfitLossValue>(path, { ...range, groupBy: 'GAME_TYPE' });
      expect(value.list.map((row) => row.key)).toEqual([
        'LIVE',
        'RNG',
        'FISH',
        'SPORTS',
        'ESPORTS',
        'PVP',
        'LOTT',
        'ELOTT',
        'COCKFIGHT',
      ]);
      expect(value.list.every((row) => row.bonus === null)).toBe(true);
      for (const field of ['betAmount', 'validBet', 'payout', 'profit', 'rebate'] as const) {
        expect(cents(value.totals[field])).toBe(sumCents(value.list, (row) => row[field]));
      }
      const byDay = await get<ProfitLossValue>(path, range);
      expect(value.totals).toEqual(byDay.totals);
    });

    it('answers an empty range with zero totals', async () => {
      const value = await get<ProfitLossValue>(path, { startDate: '2020-01-01', endDate: '2020-01-31' });
      expect(value).toMatchObject({ list: [], totalCount: 0, totalPages: 0 });
      expect(value.totals).toMatchObject({ betCount: 0, profit: 0, bonus: 0, rebate: 0, net: 0 });
    });
  });

  describe('bonus details', () => {
    const path = '/wps/relay/ODSFE2_getBonusDetails';

    it('lists the rewards with totals, filtered by state', async () => {
      const { first, rows } = await allPages<BonusDetailsValue>(path, { startDate: day(30), endDate: day(0) });
      expect(rows.length).toBeGreaterThanOrEqual(8);
      expect(first.totals.count).toBe(rows.length);
      expect(cents(first.totals.amount)).toBe(sumCents(rows, (row) => row.amount));
      expect(cents(first.totals.credited)).toBe(sumCents(rows, (row) => (row.state === 'CLAIMED' ? row.amount : 0)));
      const claimed = await get<BonusDetailsValue>(path, { startDate: day(30), endDate: day(0), state: 'CLAIMED' });
      expect(claimed.list.every((row) => row.state === 'CLAIMED')).toBe(true);
      expect(claimed.totals.amount).toBe(first.totals.credited);
    });

    it('words the rewards as the reward centre does, in the language asked for (issue 16 item 7)', async () => {
      const titles = async (language: string) =>
        (
          await t.value<BonusDetailsValue>(
            'GET',
            `${path}?${search({ startDate: day(30), endDate: day(0), pageSize: 100 }).toString()}`,
            { token, headers: { Language: language } },
          )
        ).list.map((row) => row.title);
      expect(await titles('EN')).toEqual(expect.arrayContaining(['Birthday Gift', 'Daily Reload 10%']));
      expect(await titles('ES')).toEqual(expect.arrayContaining(['Regalo de cumpleaños', 'Recarga diaria del 10%']));
      expect(await titles('TH')).toEqual(expect.arrayContaining(['ของขวัญวันเกิด', 'โบนัสเติมเงินรายวัน 10%']));
    });
  });
});
