import { describe, expect, it } from 'vitest';
import { elapsedSince, nextCheckDelay } from './timing';

const minute = 60_000;
const login = '2026-11-23T08:00:00.000Z';
const at = (minutes: number) => new Date(Date.parse(login) + minutes * minute).toISOString();

describe('nextCheckDelay', () => {
  it('is off at 0 minutes', () => {
    expect(nextCheckDelay({ loginTime: login, serverTime: at(3), intervalMinutes: 0 }, 0, 0)).toBeNull();
  });

  it('counts every interval from login by the platform clock, whatever the browser clock says', () => {
    // The browser's clock is a day off: only the time since the answer counts.
    const received = Date.parse('2026-11-24T10:00:00Z');
    const summary = { loginTime: login, serverTime: at(3), intervalMinutes: 15 } as const;
    expect(nextCheckDelay(summary, received, received)).toBe(12 * minute);
    expect(nextCheckDelay(summary, received, received + 5 * minute)).toBe(7 * minute);
    expect(nextCheckDelay(summary, received, received + 20 * minute)).toBe(0);
  });

  it('after a reload, waits for the next multiple rather than a whole interval', () => {
    expect(nextCheckDelay({ loginTime: login, serverTime: at(47), intervalMinutes: 30 }, 0, 0)).toBe(13 * minute);
    expect(nextCheckDelay({ loginTime: login, serverTime: at(60), intervalMinutes: 60 }, 0, 0)).toBe(60 * minute);
  });
});

describe('elapsedSince', () => {
  it('splits whole minutes into hours and minutes', () => {
    expect(elapsedSince(login, at(15.9))).toEqual({ hours: 0, minutes: 15 });
    expect(elapsedSince(login, at(125))).toEqual({ hours: 2, minutes: 5 });
    expect(elapsedSince(login, at(-1))).toEqual({ hours: 0, minutes: 0 });
  });
});
