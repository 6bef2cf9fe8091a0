// The adapter behaves alike on both drivers: this file runs on Node 20 (better-sqlite3) and, in the
// node24 layer of `npm test`, on Node 24 (node:sqlite).
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type Database } from './db';

describe('openDatabase', () => {
  let db: Database;
  const balance = (id: number) =>
    (db.prepare('SELECT amount FROM wallets WHERE id = ?').get(id) as { amount: number }).amount;
  const move = (from: number, to: number, amount: number) => {
    db.prepare('UPDATE wallets SET amount = amount - ? WHERE id = ?').run(amount, from);
    db.prepare('UPDATE wallets SET amount = amount + ? WHERE id = ?').run(amount, to);
  };

  beforeEach(() => {
    db = openDatabase(':memory:');
    db.exec(`CREATE TABLE wallets (id INTEGER PRIMARY KEY, amount INTEGER NOT NULL CHECK (amount >= 0));
      INSERT INTO wallets (id, amount) VALUES (1, 1000), (2, 0);`);
  });
  afterEach(() => db.close());

  it('binds positional and named parameters and answers integers as numbers', () => {
    const result = db.prepare('INSERT INTO wallets (id, amount) VALUES (@id, @amount)').run({ id: 7, amount: 250 });
    expect(result).toEqual({ changes: 1, lastInsertRowid: 7 });
    expect(typeof result.lastInsertRowid).toBe('number');
    expect({ ...(db.prepare('SELECT * FROM wallets WHERE id = ?').get(7) as object) }).toEqual({ id: 7, amount: 250 });
    expect(
      db
        .prepare('SELECT id FROM wallets WHERE id > ? ORDER BY id')
        .all(1)
        .map((row) => ({ ...(row as object) })),
    ).toEqual([{ id: 2 }, { id: 7 }]);
    expect(db.prepare('SELECT id FROM wallets WHERE id = ?').get(99)).toBeUndefined();
  });

  it('commits a transaction, and rolls all of it back when it throws', () => {
    const transfer = db.transaction((amount: number) => {
      move(1, 2, amount);
      return db.inTransaction;
    });
    expect(transfer(300)).toBe(true);
    expect(db.inTransaction).toBe(false);
    expect(() => transfer(5000)).toThrow(/CHECK constraint/);
    expect([balance(1), balance(2)]).toEqual([700, 300]);
  });

  it('nests a transaction as a savepoint: an inner failure caught keeps the outer work', () => {
    const inner = db.transaction((amount: number) => move(1, 2, amount));
    const outer = db.transaction(() => {
      inner(100);
      expect(() => inner(5000)).toThrow(/CHECK constraint/);
      inner(1);
    });
    outer();
    expect([balance(1), balance(2)]).toEqual([899, 101]);
    expect(() =>
      db.transaction(() => {
        inner(99);
        throw new Error('late');
      })(),
    ).toThrow('late');
    expect([balance(1), balance(2)]).toEqual([899, 101]);
  });

  it('may be closed twice', () => {
    db.close();
    expect(() => db.close()).not.toThrow();
  });
});
