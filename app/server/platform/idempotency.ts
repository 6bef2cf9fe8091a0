// Idempotency keys (PLATFORM.md "Requests"): the first answer per (account, method + path, key) is
// stored for 24 h and replayed for a repeat; the same key with another body is IDEMPOTENCY_CONFLICT.
import type { Database } from './db';
import { createHash } from 'node:crypto';
import { ErrorCode } from '@lobby/contract';
import type { PlatformMiddleware } from './domain';
import { PlatformError } from './errors';

const keepMs = 24 * 60 * 60 * 1000;
const keyPattern = /^[A-Za-z0-9_-]{8,128}$/;

export function migrateIdempotency(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS idempotency (
      scope TEXT NOT NULL,
      route TEXT NOT NULL,
      key TEXT NOT NULL,
      fingerprint TEXT NOT NULL,
      status INTEGER,
      body TEXT,
      created_at INTEGER NOT NULL,
      PRIMARY KEY (scope, route, key)
    );
    CREATE INDEX IF NOT EXISTS idempotency_created ON idempotency (created_at);
  `);
}

interface Stored {
  fingerprint: string;
  status: number | null;
  body: string | null;
  created_at: number;
}

export function createIdempotency(
  db: Database,
  now: () => number,
): (options?: { required?: boolean }) => PlatformMiddleware {
  const find = db.prepare(
    'SELECT fingerprint, status, body, created_at FROM idempotency WHERE scope = ? AND route = ? AND key = ?',
  );
  const claim = db.prepare(
    'INSERT OR REPLACE INTO idempotency (scope, route, key, fingerprint, status, body, created_at) VALUES (?, ?, ?, ?, NULL, NULL, ?)',
  );
  const complete = db.prepare('UPDATE idempotency SET status = ?, body = ? WHERE scope = ? AND route = ? AND key = ?');
  const release = db.prepare('DELETE FROM idempotency WHERE scope = ? AND route = ? AND key = ?');
  const purge = db.prepare('DELETE FROM idempotency WHERE created_at <= ?');
  let lastPurge = 0;

  return ({ required = true } = {}) =>
    async (c, next) => {
      const key = c.req.header('idempotency-key')?.trim();
      if (!key) {
        if (required) throw new PlatformError(ErrorCode.IDEMPOTENCY_KEY_REQUIRED, 'Idempotency-Key header is required');
        return next();
      }
      if (!keyPattern.test(key)) throw new PlatformError(ErrorCode.VALIDATION, 'Idempotency-Key has an invalid format');
      const time = now();
      if (time - lastPurge > 60_000) {
        purge.run(time - keepMs);
        lastPurge = time;
      }
      const scope = String(c.get('account')?.id ?? 'guest');
      const route = `${c.req.method} ${c.req.path}`;
      const fingerprint = createHash('sha256')
        .update(new URL(c.req.url).search)
        .update('\n')
        .update(c.get('bodyText'))
        .digest('hex');

      const stored = find.get(scope, route, key) as Stored | undefined;
      if (stored && stored.created_at > time - keepMs) {
        if (stored.fingerprint !== fingerprint) {
          throw new PlatformError(
            ErrorCode.IDEMPOTENCY_CONFLICT,
            'This Idempotency-Key was used with another request',
            409,
          );
        }
        if (stored.status === null || stored.body === null) {
          throw new PlatformError(
            ErrorCode.IDEMPOTENCY_IN_PROGRESS,
            'The first request with this key is still running',
            409,
          );
        }
        return new Response(stored.body, {
          status: stored.status,
          headers: { 'Content-Type': 'application/json', 'Idempotent-Replayed': 'true' },
        });
      }

      // Claimed before the handler runs: a concurrent repeat sees it in progress instead of running twice.
      claim.run(scope, route, key, fingerprint, time);
      try {
        await next();
      } catch (error) {
        release.run(scope, route, key);
        throw error;
      }
      // Hono has already turned a thrown error into its envelope; business failures are answers to keep,
      // a 5xx is not (the repeat should run again).
      if (c.res.status >= 500) {
        release.run(scope, route, key);
        return;
      }
      complete.run(c.res.status, await c.res.clone().text(), scope, route, key);
    };
}
