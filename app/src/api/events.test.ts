import { describe, expect, it } from 'vitest';
import { eventStreamUrl, parseEventMessage, readMoneyEvent } from './events';

describe('events stream client', () => {
  it('puts the token in the query, since EventSource sends no headers', () => {
    expect(eventStreamUrl('a+b/c')).toBe('/wps/events?token=a%2Bb%2Fc');
    expect(eventStreamUrl('t', 'https://platform.example/')).toBe('https://platform.example/wps/events?token=t');
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
});
