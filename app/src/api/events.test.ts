import { describe, expect, it } from 'vitest';
import { eventStreamUrl, parseEventMessage, readContractSettlement, readMoneyEvent } from './events';

describe('events stream client', () => {
  it('puts the one-use ticket in the query, since EventSource sends no headers', () => {
    expect(eventStreamUrl('a+b/c')).toBe('/wps/events?ticket=a%2Bb%2Fc');
    expect(eventStreamUrl('t', 'https://platform.example/')).toBe('https://platform.example/wps/events?ticket=t');
  });

  it('reads a message and refuses what is not an event', () => {
    const data = JSON.stringify({ type: 'DEPOSIT_CREDITED', payload: { depositId: 7, amount: 150.5 }, time: 42 });
    expect(parseEventMessage(data)).toEqual({
      type: 'DEPOSIT_CREDITED',
      payload: { depositId: 7, amount: 150.5 },
      time: 42,
    });
    for (const bad of [
      '',
      'not json',
      '[]',
      '{"type":1,"payload":{}}',
      '{"type":"X"}',
      '{"type":"X","payload":[]}',
      7,
    ]) {
      expect(parseEventMessage(bad)).toBeNull();
    }
  });

  it('knows the four settlements and their amounts; other types are ignored', () => {
    const event = (type: string, payload: Record<string, unknown>) => ({ type, payload, time: 0 });
    expect(readMoneyEvent(event('DEPOSIT_CREDITED', { depositId: 7, amount: 150.5 }))).toEqual({
      type: 'DEPOSIT_CREDITED',
      amount: 150.5,
      id: 7,
    });
    expect(readMoneyEvent(event('WITHDRAWAL_REJECTED', { withdrawalId: 'W1', amount: '20.00' }))).toEqual({
      type: 'WITHDRAWAL_REJECTED',
      amount: 20,
      id: 'W1',
    });
    expect(readMoneyEvent(event('WITHDRAWAL_APPROVED', { amount: 5, paidAmount: 5 }))).toEqual({
      type: 'WITHDRAWAL_APPROVED',
      amount: 5,
    });
    expect(readMoneyEvent(event('WITHDRAWAL_APPROVED', { withdrawalId: 2, amount: 800, paidAmount: 500 }))).toEqual({
      type: 'WITHDRAWAL_APPROVED',
      amount: 800,
      id: 2,
      paidAmount: 500,
    });
    expect(readMoneyEvent(event('SALARY_PAID', { amount: 5 }))).toBeNull();
    expect(readMoneyEvent(event('DEPOSIT_FAILED', { amount: 'lots' }))).toBeNull();
    expect(readMoneyEvent(event('DEPOSIT_FAILED', {}))).toBeNull();
    expect(readMoneyEvent(event('DEPOSIT_FAILED', { amount: ' ' }))).toBeNull();
  });

  it('reads a contract settlement, and refuses one it cannot word', () => {
    const payload = {
      settlementId: 9,
      contractId: 3,
      kind: 'DAILY_SALARY',
      amount: '24.50',
      periodStart: '2026-11-25T00:00:00.000Z',
      periodEnd: '2026-11-26T00:00:00.000Z',
    };
    const event = (changes: Record<string, unknown>, type = 'CONTRACT_SETTLED') => ({
      type,
      payload: { ...payload, ...changes },
      time: 0,
    });
    expect(readContractSettlement(event({}))).toEqual({ ...payload, amount: 24.5 });
    expect(readContractSettlement(event({}, 'DEPOSIT_CREDITED'))).toBeNull();
    expect(readContractSettlement(event({ kind: 'BONUS' }))).toBeNull();
    expect(readContractSettlement(event({ amount: 'lots' }))).toBeNull();
    expect(readContractSettlement(event({ periodEnd: 'yesterday' }))).toBeNull();
  });
});
