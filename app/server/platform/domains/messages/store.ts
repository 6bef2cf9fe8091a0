// The inbox's table and every query on it.
import type { Database } from '../../db';
import type { MessageKind } from '@lobby/contract';
import type { Labels, Lang } from '../../seed/names';

export function migrateMessages(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS messages (
      message_id INTEGER PRIMARY KEY,
      account_id INTEGER NOT NULL REFERENCES accounts(id) ON DELETE CASCADE,
      kind TEXT NOT NULL,
      title TEXT NOT NULL,
      content TEXT NOT NULL,
      params TEXT,
      read INTEGER NOT NULL DEFAULT 0,
      sent_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS messages_account ON messages (account_id, sent_at);
  `);
  // A notice's words in one language (issue 16 item 7); the row of messages holds the English, which
  // answers a language without its own (and settlements, which each page words from their params).
  db.exec(`CREATE TABLE IF NOT EXISTS message_texts (
    message_id INTEGER NOT NULL REFERENCES messages(message_id) ON DELETE CASCADE,
    lang TEXT NOT NULL,
    title TEXT NOT NULL,
    content TEXT NOT NULL,
    PRIMARY KEY (message_id, lang)
  )`);
  // A database made before settlement messages kept their parameters gains the column.
  const columns = db.prepare('PRAGMA table_info(messages)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'params')) db.exec('ALTER TABLE messages ADD COLUMN params TEXT');
}

export interface MessageRow {
  message_id: number;
  kind: MessageKind;
  title: string;
  content: string;
  params: string | null;
  read: number;
  sent_at: number;
}

export function createMessageStore(db: Database) {
  const insert = db.prepare(
    'INSERT INTO messages (account_id, kind, title, content, params, read, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
  );
  const unread = db.prepare('SELECT COUNT(*) AS n FROM messages WHERE account_id = ? AND read = 0');
  const filter = 'account_id = @id AND (@read IS NULL OR read = @read)';
  const count = db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE ${filter}`);
  const page = db.prepare(`SELECT m.message_id, m.kind, COALESCE(t.title, m.title) AS title,
      COALESCE(t.content, m.content) AS content, m.params, m.read, m.sent_at
    FROM messages m LEFT JOIN message_texts t ON t.message_id = m.message_id AND t.lang = @lang
    WHERE ${filter} ORDER BY m.sent_at DESC, m.message_id DESC LIMIT @limit OFFSET @offset`);
  const insertText = db.prepare('INSERT INTO message_texts (message_id, lang, title, content) VALUES (?, ?, ?, ?)');
  // An empty list of ids means all of the account's messages.
  const change = (sql: string, accountId: number, ids: readonly number[]): number => {
    const where = ids.length ? `AND message_id IN (${ids.map(() => '?').join(',')})` : '';
    return db.prepare(`${sql} ${where}`).run(accountId, ...ids).changes;
  };
  return {
    /** Stores a message; its id. */
    add(
      accountId: number,
      kind: MessageKind,
      title: string,
      content: string,
      params: string | null,
      read: boolean,
      sentAt: number,
    ): number {
      return Number(insert.run(accountId, kind, title, content, params, read ? 1 : 0, sentAt).lastInsertRowid);
    },
    /** A message's title and content in every language (a seeded notice). */
    addTexts(messageId: number, titles: Labels, contents: Labels): void {
      for (const lang of ['EN', 'ES', 'TH'] as const) insertText.run(messageId, lang, titles[lang], contents[lang]);
    },
    /** Unread messages of an account (CSP_unreadCount). */
    unread: (accountId: number): number => (unread.get(accountId) as { n: number }).n,
    /** A page of an account's messages, newest first, all or only read (true) or unread (false), in `lang`. */
    page(accountId: number, read: boolean | undefined, slice: { limit: number; offset: number }, lang: Lang = 'EN') {
      const params = { id: accountId, read: read === undefined ? null : read ? 1 : 0 };
      const { n } = count.get(params) as { n: number };
      return { n, rows: page.all({ ...params, ...slice, lang }) as MessageRow[] };
    },
    markRead: (accountId: number, ids: readonly number[]) =>
      change('UPDATE messages SET read = 1 WHERE account_id = ? AND read = 0', accountId, ids),
    remove: (accountId: number, ids: readonly number[]) =>
      change('DELETE FROM messages WHERE account_id = ?', accountId, ids),
  };
}
