import { describe, expect, it, vi } from 'vitest';
import { createFailureLog } from './failureLog';
import { serverLog } from './logger';

/** A failure log on a clock the test moves, writing into `lines`. */
function logOnClock(quietMs = 1000) {
  const lines: string[] = [];
  let time = 0;
  const log = createFailureLog({ quietMs, write: (line) => lines.push(line), now: () => time });
  return {
    log,
    lines,
    advance: (ms: number) => {
      time += ms;
    },
  };
}

describe('createFailureLog', () => {
  it('tells a failure once, with the error named, however often it repeats within the quiet period', () => {
    const { log, lines, advance } = logOnClock();
    for (let i = 0; i < 5; i += 1) {
      log.failed('first-screen call status', new TypeError('Failed to fetch'));
      advance(100);
    }
    expect(lines).toEqual(['[lobby] first-screen call status: TypeError: Failed to fetch']);
  });

  it('tells it again after the quiet period, with how many repeats were not told', () => {
    const { log, lines, advance } = logOnClock();
    log.failed('render of /', new Error('boom'));
    advance(400);
    log.failed('render of /', new Error('boom'));
    log.failed('render of /', new Error('boom'));
    advance(600);
    log.failed('render of /', new Error('boom'));
    expect(lines).toEqual([
      '[lobby] render of /: Error: boom',
      '[lobby] render of /: Error: boom (2 more since it was last told)',
    ]);
  });

  it('tells a failure that comes back after a quiet period without a repeat count', () => {
    const { log, lines, advance } = logOnClock();
    log.failed('render of /', new Error('boom'));
    advance(5000);
    log.failed('render of /', new Error('boom'));
    expect(lines).toEqual(['[lobby] render of /: Error: boom', '[lobby] render of /: Error: boom']);
  });

  it('keeps different signatures apart: another call, or another error for the same call', () => {
    const { log, lines } = logOnClock();
    log.failed('first-screen call status', new Error('timeout'));
    log.failed('first-screen call hot', new Error('timeout'));
    log.failed('first-screen call status', new Error('HTTP 500'));
    log.failed('first-screen call status', new Error('timeout'));
    expect(lines).toEqual([
      '[lobby] first-screen call status: Error: timeout',
      '[lobby] first-screen call hot: Error: timeout',
      '[lobby] first-screen call status: Error: HTTP 500',
    ]);
  });

  it('names a thrown value that is not an Error by its text', () => {
    const { log, lines } = logOnClock();
    log.failed('render of /help', 'plain string');
    expect(lines).toEqual(['[lobby] render of /help: plain string']);
  });

  it("writes to the server's log by default, as a warning (the page was still served)", () => {
    const warn = vi.spyOn(serverLog(), 'warn').mockImplementation(() => undefined);
    createFailureLog().failed('render of /', new Error('boom'));
    expect(warn.mock.calls).toEqual([['[lobby] render of /: Error: boom']]);
    warn.mockRestore();
  });
});
