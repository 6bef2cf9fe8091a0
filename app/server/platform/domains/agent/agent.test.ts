import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type {
  BalanceValue,
  ContractActionValue,
  ContractListValue,
  ContractTerms,
  DownlineListValue,
  TeamOverviewValue,
  TransferToDownlineValue,
} from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';

const daily = '/wps/relay/MCS2_processDailySalContract';
const dividend = '/wps/relay/MCS2_processDividendReq';
const hourly = '/wps/relay/MCS2_processContractHourSalary';
const realtime = '/wps/relay/MCSFE_processRealTimeSalaryContract';

const terms = (rate: number): ContractTerms => ({
  period: 'DAILY',
  tiers: [
    { minBetAmount: 1000, minProfitLoss: 0, minActiveMembers: 2, rate, dailyBetAmount: 1000, hourlyBetAmount: 0 },
  ],
});

describe('agent domain', () => {
  let t: TestPlatform;
  let agent: string;
  let sub: string;
  let third: string;
  beforeEach(() => {
    t = createTestPlatform();
    agent = t.tokenOf('demo_agent');
    sub = t.tokenOf('demo_subagent');
    third = t.tokenOf('demo_agent3');
  });
  afterEach(() => t.platform.close());

  const list = (token: string, path: string, role?: 'upline' | 'downline') =>
    t.value<ContractListValue>('POST', path, { token, body: { action: 'list', role } });

  it('lists contracts of every kind and state from both sides', async () => {
    const statuses = new Set<string>();
    for (const path of [daily, dividend, hourly, realtime]) {
      const value = await list(sub, path);
      expect(value.totalCount).toBe(value.list.length);
      for (const contract of value.list) statuses.add(contract.status);
    }
    expect([...statuses].sort()).toEqual(['ACTIVE', 'PENDING', 'REJECTED', 'TERMINATED', 'TERMINATION_PENDING']);
    const asUpline = await list(sub, dividend, 'upline');
    expect(asUpline.list.every((contract) => contract.upline.account === 'demo_subagent')).toBe(true);
  });

  it('refuses non-agents, guests and bad actions', async () => {
    const member = t.tokenOf('demo_member');
    expect((await t.call('POST', daily, { token: member, body: { action: 'list' } })).envelope.errorCode).toBe(
      'NON_AGENT',
    );
    expect((await t.call('POST', daily, { body: { action: 'list' } })).status).toBe(401);
    expect((await t.call('POST', daily, { token: agent, body: { action: 'sign' } })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    expect((await t.call('POST', daily, { token: agent, body: { action: 'accept' } })).envelope.message).toContain(
      'contractId',
    );
  });

  it('validates a new offer: terms, downline and rate', async () => {
    const thirdId = t.accountId('demo_agent3');
    const offer = (token: string, body: object) =>
      t.call('POST', hourly, { token, body: { action: 'request', requestType: 'NEW', ...body } });
    expect((await offer(sub, { downlineId: thirdId, terms: { period: 'YEARLY', tiers: [] } })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    expect(
      (await offer(sub, { downlineId: thirdId, terms: { period: 'DAILY', tiers: [] } })).envelope.message,
    ).toContain('tiers');
    expect(
      (await offer(sub, { downlineId: thirdId, terms: { period: 'DAILY', tiers: [{ rate: 101 }] } })).envelope.message,
    ).toContain('rate');
    // Not a direct downline (two levels down), and a member is not an agent.
    expect((await offer(agent, { downlineId: thirdId, terms: terms(0.3) })).envelope.errorCode).toBe('NOT_DOWNLINE');
    expect((await offer(agent, { downlineId: t.accountId('member_001'), terms: terms(0.3) })).envelope.errorCode).toBe(
      'NOT_DOWNLINE',
    );
    // The sub-agent gets 0.5 % hourly (termination pending but active): it cannot offer more.
    expect((await offer(sub, { downlineId: thirdId, terms: terms(0.6) })).envelope.message).toContain('0.5');
    const ok = await offer(sub, { downlineId: thirdId, terms: terms(0.4) });
    expect(ok.envelope.success).toBe(true);
    expect((ok.envelope.value as ContractActionValue).contract).toMatchObject({
      status: 'PENDING',
      rate: 0.4,
      requestType: 'NEW',
    });
    expect((await offer(sub, { downlineId: thirdId, terms: terms(0.3) })).envelope.errorCode).toBe('STATE_CONFLICT');
  });

  it("ends the acceptor's higher-rate downline contract automatically when it accepts a contract", async () => {
    const thirdId = t.accountId('demo_agent3');
    // The sub-agent has no daily salary of its own yet (only a pending 1.2 % offer), so it may offer 1.5 %.
    const offered = await t.value<ContractActionValue>('POST', daily, {
      token: sub,
      body: { action: 'request', requestType: 'NEW', downlineId: thirdId, terms: terms(1.5) },
    });
    await t.value('POST', daily, { token: third, body: { action: 'accept', contractId: offered.contract.contractId } });
    const pending = defined(
      (await list(sub, daily, 'downline')).list.find((contract) => contract.status === 'PENDING'),
    );
    expect(pending.rate).toBe(1.2);
    const accepted = await t.value<ContractActionValue>('POST', daily, {
      token: sub,
      body: { action: 'accept', contractId: pending.contractId },
    });
    expect(accepted.contract.status).toBe('ACTIVE');
    expect(accepted.autoTerminated).toHaveLength(1);
    expect(accepted.autoTerminated[0]).toMatchObject({
      contractId: offered.contract.contractId,
      status: 'TERMINATED',
      endReason: 'AUTO_HIGHER_RATE',
    });
    const thirdView = await list(third, daily, 'downline');
    expect(thirdView.list[0]).toMatchObject({ status: 'TERMINATED', endReason: 'AUTO_HIGHER_RATE' });
  });

  it('keeps a lower-rate downline contract when accepting', async () => {
    const thirdId = t.accountId('demo_agent3');
    const offered = await t.value<ContractActionValue>('POST', daily, {
      token: sub,
      body: { action: 'request', requestType: 'NEW', downlineId: thirdId, terms: terms(1) },
    });
    await t.value('POST', daily, { token: third, body: { action: 'accept', contractId: offered.contract.contractId } });
    const pending = defined(
      (await list(sub, daily, 'downline')).list.find((contract) => contract.status === 'PENDING'),
    );
    const accepted = await t.value<ContractActionValue>('POST', daily, {
      token: sub,
      body: { action: 'accept', contractId: pending.contractId },
    });
    expect(accepted.autoTerminated).toEqual([]);
    expect((await list(third, daily)).list[0]?.status).toBe('ACTIVE');
  });

  it('rejects an offer; only the downline may answer it', async () => {
    const pending = defined(
      (await list(sub, daily, 'downline')).list.find((contract) => contract.status === 'PENDING'),
    );
    const byUpline = await t.call('POST', daily, {
      token: agent,
      body: { action: 'accept', contractId: pending.contractId },
    });
    expect(byUpline.envelope.errorCode).toBe('STATE_CONFLICT');
    const byStranger = await t.call('POST', daily, {
      token: third,
      body: { action: 'reject', contractId: pending.contractId },
    });
    expect(byStranger.envelope.errorCode).toBe('NOT_FOUND');
    const rejected = await t.value<ContractActionValue>('POST', daily, {
      token: sub,
      body: { action: 'reject', contractId: pending.contractId },
    });
    expect(rejected.contract).toMatchObject({ status: 'REJECTED', endReason: 'REJECTED' });
  });

  it('handles termination requests, their answers, and the upline ending a contract', async () => {
    // Seeded: the agent asked to end the hourly salary; the sub-agent refuses, then asks itself.
    const pending = defined(
      (await list(sub, hourly)).list.find((contract) => contract.status === 'TERMINATION_PENDING'),
    );
    const kept = await t.value<ContractActionValue>('POST', hourly, {
      token: sub,
      body: { action: 'reject', contractId: pending.contractId },
    });
    expect(kept.contract.status).toBe('ACTIVE');
    const asked = await t.value<ContractActionValue>('POST', hourly, {
      token: sub,
      body: { action: 'request', requestType: 'TERMINATION', contractId: pending.contractId },
    });
    expect(asked.contract).toMatchObject({ status: 'TERMINATION_PENDING', requestType: 'TERMINATION' });
    const ownAnswer = await t.call('POST', hourly, {
      token: sub,
      body: { action: 'accept', contractId: pending.contractId },
    });
    expect(ownAnswer.envelope.errorCode).toBe('STATE_CONFLICT');
    const ended = await t.value<ContractActionValue>('POST', hourly, {
      token: agent,
      body: { action: 'accept', contractId: pending.contractId },
    });
    expect(ended.contract).toMatchObject({ status: 'TERMINATED', endReason: 'TERMINATED' });

    const active = defined(
      (await list(sub, realtime, 'downline')).list.find((contract) => contract.status === 'ACTIVE'),
    );
    expect(
      (await t.call('POST', realtime, { token: sub, body: { action: 'terminate', contractId: active.contractId } }))
        .envelope.errorCode,
    ).toBe('STATE_CONFLICT');
    const terminated = await t.value<ContractActionValue>('POST', realtime, {
      token: agent,
      body: { action: 'terminate', contractId: active.contractId },
    });
    expect(terminated.contract.status).toBe('TERMINATED');
  });

  it('lists direct downlines with paging and search, and the team overview', async () => {
    const page = await t.value<DownlineListValue>('GET', '/wps/relay/MCSFE_getDownlineList?pageNo=1&pageSize=3', {
      token: agent,
    });
    expect(page.totalCount).toBe(5);
    expect(page.totalPages).toBe(2);
    expect(page.list[0]).toMatchObject({ account: 'demo_subagent', type: 41, teamSize: 9 });
    const search = await t.value<DownlineListValue>('GET', '/wps/relay/MCSFE_getDownlineList?account=member_00', {
      token: agent,
    });
    expect(search.list.every((item) => item.account.startsWith('member_00'))).toBe(true);
    expect(
      (await t.call('GET', '/wps/relay/MCSFE_getDownlineList?pageSize=0', { token: agent })).envelope.errorCode,
    ).toBe('VALIDATION');
    const overview = await t.value<TeamOverviewValue>('GET', '/wps/relay/MCSFE_getTeamOverview', { token: agent });
    expect(overview).toMatchObject({ teamSize: 14, subAgents: 2, directMembers: 4 });
    expect(overview.teamBalance).toBeGreaterThan(0);
  });

  it('transfers to a downline atomically and idempotently, never overdrawing', async () => {
    const memberId = t.accountId('member_002');
    const path = '/wps/relay/MCS2_transferToDownline';
    const key = newKey();
    const first = await t.value<TransferToDownlineValue>('POST', path, {
      token: agent,
      idempotencyKey: key,
      body: { downlineId: memberId, amount: 100 },
    });
    expect(first.mainBalance).toBe(49900);
    const replay = await t.value<TransferToDownlineValue>('POST', path, {
      token: agent,
      idempotencyKey: key,
      body: { downlineId: memberId, amount: 100 },
    });
    expect(replay.transferId).toBe(first.transferId);
    const outsider = await t.call('POST', path, {
      token: agent,
      idempotencyKey: newKey(),
      body: { downlineId: t.accountId('demo_member'), amount: 1 },
    });
    expect(outsider.envelope.errorCode).toBe('NOT_DOWNLINE');
    expect(
      (
        await t.call('POST', path, {
          token: agent,
          idempotencyKey: newKey(),
          body: { downlineId: memberId, amount: 0 },
        })
      ).envelope.errorCode,
    ).toBe('VALIDATION');
    // 30 concurrent transfers of 2,000.00 against the 49,900.00 left: 24 succeed.
    const results = await Promise.all(
      Array.from({ length: 30 }, () =>
        t.call('POST', path, { token: agent, idempotencyKey: newKey(), body: { downlineId: memberId, amount: 2000 } }),
      ),
    );
    expect(results.filter((result) => result.envelope.success)).toHaveLength(24);
    const left = await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token: agent });
    expect(left.balance[0]?.availBalance).toBe(1900);
  });
});
