// The platform's SQLite database, behind the few calls the platform makes. Both drivers are
// synchronous, so one statement never interleaves with another request's and a transaction is
// atomic by construction. Node's built-in node:sqlite is used where it exists (Node 22.13+, 24);
// Node 20 has none and gets better-sqlite3, loaded only then: its addon aborts on Node 24.
import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname } from 'node:path';

interface RunResult {
  changes: number;
  /** A number on both drivers as they are opened here; a bigint only if asked for (never, here). */
  lastInsertRowid: number | bigint;
}

/**
 * A prepared statement: `?` parameters in order, or one object for `@name` parameters (give them
 * all: node:sqlite binds a missing one as NULL where better-sqlite3 throws). A row is an object
 * keyed by column (of null prototype on node:sqlite).
 */
interface Statement {
  run(...params: unknown[]): RunResult;
  /** The first row, or undefined. A BLOB comes back as a Uint8Array (a Buffer on better-sqlite3). */
  get(...params: unknown[]): unknown;
  all(...params: unknown[]): unknown[];
}

export interface Database {
  prepare(sql: string): Statement;
  exec(sql: string): void;
  /**
   * Wraps `fn` in a transaction: BEGIN IMMEDIATE (the write lock first, so a second process on the
   * same file waits for its turn rather than failing to upgrade a read lock), COMMIT, or ROLLBACK if
   * it throws. Called inside another transaction, it is a savepoint of that one.
   */
  transaction<Args extends unknown[], Result>(fn: (...args: Args) => Result): (...args: Args) => Result;
  readonly inTransaction: boolean;
  close(): void;
}

/** What both drivers' connections offer alike (node:sqlite's DatabaseSync, better-sqlite3's Database). */
interface Connection {
  prepare(sql: string): Statement;
  exec(sql: string): unknown;
  close(): unknown;
}

const nodeSqlite = process.getBuiltinModule('node:sqlite') as
  { DatabaseSync: new (path: string) => Connection } | undefined;

/** The driver in use (the start-up line names it). */
export const sqliteDriver = nodeSqlite ? 'node:sqlite' : 'better-sqlite3';

function connect(path: string): Connection {
  if (nodeSqlite) return new nodeSqlite.DatabaseSync(path);
  try {
    const BetterSqlite = createRequire(import.meta.url)('better-sqlite3') as new (path: string) => Connection;
    return new BetterSqlite(path);
  } catch (error) {
    // Its addon loads with the first database: missing, or built for another Node.
    if (error instanceof Error && error.name === 'SqliteError') throw error;
    throw new Error(`Node ${process.version} has no node:sqlite, and better-sqlite3 did not load: use Node 22.13+`, {
      cause: error,
    });
  }
}

function withTransactions(connection: Connection): Database {
  const step = (sql: string) => connection.prepare(sql);
  const begin = step('BEGIN IMMEDIATE');
  const commit = step('COMMIT');
  const rollback = step('ROLLBACK');
  const savepoint = step('SAVEPOINT nested');
  const release = step('RELEASE nested');
  const rollbackTo = step('ROLLBACK TO nested');
  let depth = 0;
  let open = true;

  // Rolling back can fail when SQLite has already ended the transaction itself (a full disk, an I/O
  // error): the error worth reporting is the one that got us here.
  const undo = (outer: boolean) => {
    try {
      if (outer) rollback.run();
      else {
        rollbackTo.run();
        release.run();
      }
    } catch {
      // see above
    }
  };

  return {
    prepare: (sql) => connection.prepare(sql),
    exec: (sql) => void connection.exec(sql),
    // better-sqlite3 lets a closed database be closed again; node:sqlite throws.
    close: () => {
      if (open) connection.close();
      open = false;
    },
    get inTransaction() {
      return depth > 0;
    },
    transaction:
      (fn) =>
      (...args) => {
        const outer = depth === 0;
        (outer ? begin : savepoint).run();
        depth += 1;
        try {
          const result = fn(...args);
          (outer ? commit : release).run();
          return result;
        } catch (error) {
          undo(outer);
          throw error;
        } finally {
          depth -= 1;
        }
      },
  };
}

export function openDatabase(path: string): Database {
  const memory = path === ':memory:';
  if (!memory) mkdirSync(dirname(path), { recursive: true });
  const db = withTransactions(connect(path));
  // WAL lets readers run beside the writer on a file; memory databases have no journal to speak of.
  if (!memory) db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON; PRAGMA busy_timeout = 5000');
  db.exec(`CREATE TABLE IF NOT EXISTS platform_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)`);
  return db;
}

export function readMeta(db: Database, key: string): string | undefined {
  const row = db.prepare('SELECT value FROM platform_meta WHERE key = ?').get(key) as { value: string } | undefined;
  return row?.value;
}

export function writeMeta(db: Database, key: string, value: string): void {
  db.prepare(
    'INSERT INTO platform_meta (key, value) VALUES (?, ?) ON CONFLICT(key) DO UPDATE SET value = excluded.value',
  ).run(key, value);
}

/** A migration of an older database: adds each column the table does not have yet. */
export function addColumns(db: Database, table: string, columns: Record<string, string>): void {
  const present = new Set((db.prepare(`PRAGMA table_info(${table})`).all() as { name: string }[]).map((c) => c.name));
  for (const [name, definition] of Object.entries(columns)) {
    if (!present.has(name)) db.exec(`ALTER TABLE ${table} ADD COLUMN ${name} ${definition}`);
  }
}
