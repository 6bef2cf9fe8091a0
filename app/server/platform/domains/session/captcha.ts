// The platform's captcha: 4 distorted digits in an SVG, single use, valid 5 minutes. Shown after
// failed logins (SPEC.md section 4), and the image implementation of human verification
// (../../humanCheck.ts) where LOBBY_HUMAN_CHECK requires it.
import type { Database } from '../../db';
import { randomBytes, randomInt } from 'node:crypto';
import { type CaptchaValue, ErrorCode } from '@lobby/contract';
import { PlatformError } from '../../http';
import type { HumanCheckVerifier } from '../../humanCheck';

const lifetimeMs = 5 * 60_000;
const width = 120;
const height = 44;

export function migrateCaptcha(db: Database): void {
  db.exec(
    `CREATE TABLE IF NOT EXISTS captchas (id TEXT PRIMARY KEY, answer TEXT NOT NULL, expires_at INTEGER NOT NULL)`,
  );
}

export interface CaptchaStore {
  create(): CaptchaValue;
  /** Throws CAPTCHA_REQUIRED when absent, CAPTCHA_WRONG when wrong or expired; consumes it either way. */
  check(captchaId: string | undefined, answer: string | undefined): void;
}

export function createCaptchaStore(db: Database, now: () => number): CaptchaStore {
  const insert = db.prepare('INSERT INTO captchas (id, answer, expires_at) VALUES (?, ?, ?)');
  const take = db.prepare('DELETE FROM captchas WHERE id = ? RETURNING answer, expires_at');
  const purge = db.prepare('DELETE FROM captchas WHERE expires_at <= ?');
  const required = { captcha: true };

  return {
    create() {
      const time = now();
      purge.run(time);
      const answer = Array.from({ length: 4 }, () => randomInt(0, 10)).join('');
      const captchaId = randomBytes(12).toString('base64url');
      insert.run(captchaId, answer, time + lifetimeMs);
      return { captchaId, image: `data:image/svg+xml;base64,${Buffer.from(drawDigits(answer)).toString('base64')}` };
    },
    check(captchaId, answer) {
      if (!captchaId || !answer)
        throw new PlatformError(ErrorCode.CAPTCHA_REQUIRED, 'Please enter the captcha', 200, required);
      const row = take.get(captchaId) as { answer: string; expires_at: number } | undefined;
      if (!row || row.expires_at <= now() || row.answer !== answer.trim()) {
        throw new PlatformError(ErrorCode.CAPTCHA_WRONG, 'The captcha is wrong, try the new one', 200, required);
      }
    },
  };
}

/** The image captcha as the human-check verifier: the answer is the digits and the image's id. */
export function captchaVerifier(store: CaptchaStore): HumanCheckVerifier {
  return {
    provider: 'captcha',
    // A wrong answer rejects the promise (the executor's throw), as a hosted challenge's does.
    verify: ({ captchaId, captcha }) =>
      new Promise((resolve) => {
        store.check(captchaId, captcha);
        resolve();
      }),
  };
}

const jitter = (range: number): number => randomInt(-range, range + 1);

/** Digits rotated and shifted at random over noise lines: easy for people, annoying for scripts. */
function drawDigits(answer: string): string {
  const digits = answer
    .split('')
    .map((digit, index) => {
      const x = 18 + index * 26 + jitter(3);
      const y = 31 + jitter(5);
      return `<text x="${x}" y="${y}" transform="rotate(${jitter(25)} ${x} ${y}) skewX(${jitter(12)})" fill="hsl(${randomInt(0, 360)},55%,30%)">${digit}</text>`;
    })
    .join('');
  const noise = Array.from({ length: 6 }, () => {
    const path = `M${randomInt(0, width)} ${randomInt(0, height)} Q${randomInt(0, width)} ${randomInt(0, height)} ${randomInt(0, width)} ${randomInt(0, height)}`;
    return `<path d="${path}" stroke="hsl(${randomInt(0, 360)},40%,45%)" stroke-width="1.5" fill="none"/>`;
  }).join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="#f1f3f5"/>${noise}<g font-family="monospace" font-size="28" font-weight="700">${digits}</g></svg>`;
}
