// The identity domain's tables: the third-party identities linked to accounts, the accounts a
// third-party login made (they have no password of their own until one is set), and the stand-in
// provider's authorization codes (one use, 60 s).
import { createHash } from 'node:crypto';
import type { ThirdPartyChannel } from '@lobby/contract';
import type { Database } from '../../db';

export function migrateIdentity(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS third_party_links (
      issuer TEXT NOT NULL,
      subject TEXT NOT NULL,
      channel TEXT NOT NULL,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      email TEXT,
      linked_at INTEGER NOT NULL,
      PRIMARY KEY (issuer, subject),
      UNIQUE (account_id, channel)
    );
    CREATE TABLE IF NOT EXISTS third_party_accounts (
      account_id INTEGER PRIMARY KEY REFERENCES accounts(id) ON DELETE CASCADE,
      made_at INTEGER NOT NULL
    );
    CREATE TABLE IF NOT EXISTS idp_codes (
      hash TEXT PRIMARY KEY,
      channel TEXT NOT NULL,
      client_id TEXT NOT NULL,
      redirect_uri TEXT NOT NULL,
      code_challenge TEXT NOT NULL,
      nonce TEXT,
      subject TEXT NOT NULL,
      name TEXT NOT NULL,
      email TEXT NOT NULL,
      expires_at INTEGER NOT NULL,
      used_at INTEGER
    );
  `);
}

/** A verified identity: who the issuer says signed in. `issuer` is the key it is linked under. */
export interface Identity {
  channel: ThirdPartyChannel;
  issuer: string;
  subject: string;
  email: string | null;
  name: string | null;
}

interface LinkRow {
  channel: ThirdPartyChannel;
  account_id: number;
  email: string | null;
  linked_at: number;
}

export function createLinkStore(db: Database) {
  const byIdentity = db.prepare('SELECT * FROM third_party_links WHERE issuer = ? AND subject = ?');
  const ofAccount = db.prepare('SELECT * FROM third_party_links WHERE account_id = ? ORDER BY channel');
  const removeChannel = db.prepare('DELETE FROM third_party_links WHERE account_id = ? AND channel = ?');
  const insert = db.prepare(
    'INSERT INTO third_party_links (issuer, subject, channel, account_id, email, linked_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const insertMade = db.prepare('INSERT OR IGNORE INTO third_party_accounts (account_id, made_at) VALUES (?, ?)');
  const madeQuery = db.prepare('SELECT made_at FROM third_party_accounts WHERE account_id = ?');
  return {
    /** The account the identity is linked to. */
    accountOf: (identity: Identity): number | undefined =>
      (byIdentity.get(identity.issuer, identity.subject) as LinkRow | undefined)?.account_id,
    linksOf: (accountId: number): LinkRow[] => ofAccount.all(accountId) as LinkRow[],
    /** Links the identity, replacing the account's earlier identity of that channel. */
    link: db.transaction((accountId: number, identity: Identity, time: number): void => {
      removeChannel.run(accountId, identity.channel);
      insert.run(identity.issuer, identity.subject, identity.channel, accountId, identity.email, time);
    }),
    unlink: (accountId: number, channel: ThirdPartyChannel): boolean =>
      removeChannel.run(accountId, channel).changes > 0,
    /** Marks an account made by a third-party login (no password of its own). */
    markMade: (accountId: number, time: number): void => void insertMade.run(accountId, time),
    /** When a third-party login made the account; undefined for any other account. */
    madeAt: (accountId: number): number | undefined =>
      (madeQuery.get(accountId) as { made_at: number } | undefined)?.made_at,
  };
}

export type LinkStore = ReturnType<typeof createLinkStore>;

/** What an authorization code stands for. */
export interface CodeGrant {
  channel: ThirdPartyChannel;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  nonce: string | null;
  subject: string;
  name: string;
  email: string;
}

interface CodeRow {
  channel: ThirdPartyChannel;
  client_id: string;
  redirect_uri: string;
  code_challenge: string;
  nonce: string | null;
  subject: string;
  name: string;
  email: string;
  expires_at: number;
  used_at: number | null;
}

/** Only the code's hash is kept: the table never holds a usable code. */
const hashCode = (code: string): string => createHash('sha256').update(code).digest('base64url');

export function createCodeStore(db: Database, now: () => number) {
  const insert = db.prepare(`INSERT INTO idp_codes
    (hash, channel, client_id, redirect_uri, code_challenge, nonce, subject, name, email, expires_at)
    VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`);
  const query = db.prepare('SELECT * FROM idp_codes WHERE hash = ?');
  const markUsed = db.prepare('UPDATE idp_codes SET used_at = ? WHERE hash = ? AND used_at IS NULL');
  const purge = db.prepare('DELETE FROM idp_codes WHERE expires_at <= ?');
  return {
    issue(code: string, grant: CodeGrant, ttlMs: number): void {
      const time = now();
      purge.run(time - ttlMs);
      insert.run(
        hashCode(code),
        grant.channel,
        grant.clientId,
        grant.redirectUri,
        grant.codeChallenge,
        grant.nonce,
        grant.subject,
        grant.name,
        grant.email,
        time + ttlMs,
      );
    },
    /** Uses the code up: its grant once, while it is valid; undefined when unknown, used or expired. */
    redeem: db.transaction((code: string): CodeGrant | undefined => {
      const hash = hashCode(code);
      const row = query.get(hash) as CodeRow | undefined;
      if (row?.used_at !== null || row.expires_at <= now()) return undefined;
      markUsed.run(now(), hash);
      return {
        channel: row.channel,
        clientId: row.client_id,
        redirectUri: row.redirect_uri,
        codeChallenge: row.code_challenge,
        nonce: row.nonce,
        subject: row.subject,
        name: row.name,
        email: row.email,
      };
    }),
  };
}
