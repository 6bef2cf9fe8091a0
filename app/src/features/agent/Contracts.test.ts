import { describe, expect, it } from 'vitest';
import type { Contract } from '@lobby/contract';
import { contractAnswers } from './Contracts';

const base: Contract = {
  contractId: 1,
  kind: 'DAILY_SALARY',
  upline: { customerId: 10, account: 'up' },
  downline: { customerId: 20, account: 'down' },
  status: 'PENDING',
  requestType: 'NEW',
  requestedBy: 10,
  terms: { period: 'DAILY', tiers: [] },
  rate: 1,
  createdTime: '2026-01-01T00:00:00Z',
  updatedTime: '2026-01-01T00:00:00Z',
  endReason: null,
  activatedTime: null,
};

describe('contractAnswers (SPEC.md section 4)', () => {
  it('lets the other party answer a pending request, not the one who made it', () => {
    expect(contractAnswers(base, 20)).toEqual(['accept', 'reject']);
    expect(contractAnswers(base, 10)).toEqual([]);
  });

  it('offers termination of an active contract; the upline may also end it at once', () => {
    const active: Contract = { ...base, status: 'ACTIVE', requestedBy: null };
    expect(contractAnswers(active, 10)).toEqual(['requestTermination', 'terminate']);
    expect(contractAnswers(active, 20)).toEqual(['requestTermination']);
  });

  it('lets the other party answer a termination request', () => {
    const ending: Contract = { ...base, status: 'TERMINATION_PENDING', requestType: 'TERMINATION', requestedBy: 20 };
    expect(contractAnswers(ending, 10)).toEqual(['accept', 'reject']);
    expect(contractAnswers({ ...base, status: 'TERMINATED', requestedBy: null }, 10)).toEqual([]);
  });
});
