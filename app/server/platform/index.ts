// The embedded platform (ARCHITECTURE.md: server/platform): a Hono app answering /wps/* and /lgw/*
// over SQLite, with every domain of domains/index.ts mounted on it. README.md explains the parts.
import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { ErrorCode } from '@lobby/contract';
import { clientAddress } from '../clientAddress';
import { createRouteLimiter } from '../rateLimit';
import { authMiddlewares, createAccountStore, migrateAuth } from './auth';
import { createCipher } from './cipher';
import { legacyCipherWarning, resolveConfig, type PlatformConfig, type PlatformOptions } from './config';
import type { PlatformContext, PlatformEnv } from './domain';
import { openDatabase, readMeta, writeMeta } from './db';
import { createReaders, createServices, domains } from './domains';
import { createEvents } from './events';
import { bodyReader, envelopeResponse, errorHandler, maxBodyBytes, notFound, requireSealed } from './http';
import { createIdempotency, migrateIdempotency } from './idempotency';
import { seedCoreAccounts } from './seed-core';
import { seedNonMember } from './domains/session';

export type { PlatformOptions } from './config';

export type Platform = Hono<PlatformEnv> & {
  ctx: PlatformContext;
  config: PlatformConfig;
  /** Runs every scheduled task once, now (tests drive settlements with their own clock). */
  runScheduled: () => void;
  /** Throws unless the database answers (the server's /readyz, health.ts). */
  ping: () => void;
  /** Stops the timers and closes the database. */
  close: () => void;
};

export function createPlatform(options: PlatformOptions = {}): Platform {
  const config = resolveConfig(options);
  const now = options.now ?? Date.now;
  const log = options.log ?? ((line: string) => console.log(line));
  const db = openDatabase(config.db);

  migrateAuth(db);
  migrateIdempotency(db);
  for (const domain of domains) domain.migrate(db);

  const accounts = createAccountStore(db, config, now);
  const cipher = createCipher(config.cipher);
  if (config.cipher === 'legacy') log(legacyCipherWarning('The platform'), 'warn');
  const tasks: { name: string; task: () => void }[] = [];
  const timers: ReturnType<typeof setInterval>[] = [];
  const runTask = ({ name, task }: { name: string; task: () => void }) => {
    try {
      task();
    } catch (error) {
      log(
        `scheduled task ${name} failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
        'error',
      );
    }
  };
  const readers = createReaders({ db, now, config });
  const ctx: PlatformContext = {
    db,
    config,
    now,
    log,
    accounts,
    readers,
    services: createServices({ db, now, log, config, readers, accounts }),
    cipher,
    ...authMiddlewares(accounts),
    sealed: requireSealed,
    idempotent: createIdempotency(db, now),
    events: createEvents(now, log),
    every(name, everyMs, task) {
      const entry = { name, task };
      tasks.push(entry);
      if (!config.timers) return;
      const timer = setInterval(() => runTask(entry), Math.max(everyMs, 50));
      timer.unref();
      timers.push(timer);
    },
  };

  // A file database is seeded once; the seed it was made with is kept beside the data. Two servers
  // may start on one new file at the same moment (the e2e suite starts two): the check is made again
  // inside an IMMEDIATE transaction, which takes the write lock first, so only one of them seeds.
  db.transaction(() => {
    if (readMeta(db, 'seed') !== undefined) return;
    seedCoreAccounts(accounts, config.seed, now(), config.passwordCost);
    for (const domain of domains) domain.seed?.(db, ctx);
    seedNonMember(ctx);
    writeMeta(db, 'seed', String(config.seed));
  })();

  const app = new Hono<PlatformEnv>();
  app.onError(errorHandler(log));
  app.notFound(notFound);
  // Who is calling is settled once, and a call over its rate limit is refused before its body is
  // read: opening a sealed body costs an RSA decryption, which is what a flood would aim at.
  const limitCalls = createRouteLimiter(config.rateLimits, { now });
  app.use(async (c, next) => {
    c.set('clientIp', clientAddress(c.req.raw.headers, c.env, config.trustProxy));
    const refused = limitCalls(c.req.path, c.get('clientIp'), c.req.method);
    if (refused) return refused;
    await next();
  });
  for (const prefix of ['/wps/*', '/lgw/*']) {
    app.use(
      prefix,
      bodyLimit({
        maxSize: maxBodyBytes,
        onError: () => envelopeResponse(ErrorCode.PAYLOAD_TOO_LARGE, 'The body is larger than 1 MB', 413),
      }),
      bodyReader(cipher, config),
    );
  }
  for (const domain of domains) domain.routes(app, ctx);

  return Object.assign(app, {
    ctx,
    config,
    runScheduled: () => tasks.forEach(runTask),
    ping: () => void db.prepare('SELECT 1').get(),
    close: () => {
      timers.forEach(clearInterval);
      db.close();
    },
  });
}
