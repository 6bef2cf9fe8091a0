// The customer-service chat's tables and every query on them: conversations, each opened by a key
// (its capability: whoever holds the chat's address may read and write it), and their messages.
import { randomBytes } from 'node:crypto';
import type { Database } from '../../db';

export function migrateChat(db: Database): void {
  db.exec(`
    CREATE TABLE IF NOT EXISTS chat_conversations (
      id INTEGER PRIMARY KEY,
      key TEXT NOT NULL UNIQUE,
      model_id TEXT NOT NULL,
      account_id INTEGER REFERENCES accounts(id) ON DELETE CASCADE,
      display_name TEXT NOT NULL,
      created_at INTEGER NOT NULL,
      updated_at INTEGER NOT NULL
    );
    -- A player has one conversation per model (its history kept across launches); guests have many.
    CREATE UNIQUE INDEX IF NOT EXISTS chat_conversations_account
      ON chat_conversations (account_id, model_id) WHERE account_id IS NOT NULL;
    CREATE INDEX IF NOT EXISTS chat_conversations_updated ON chat_conversations (updated_at);
    CREATE TABLE IF NOT EXISTS chat_messages (
      id INTEGER PRIMARY KEY,
      conversation_id INTEGER NOT NULL REFERENCES chat_conversations(id) ON DELETE CASCADE,
      author TEXT NOT NULL CHECK (author IN ('player', 'staff')),
      body TEXT NOT NULL,
      sent_at INTEGER NOT NULL
    );
    CREATE INDEX IF NOT EXISTS chat_messages_conversation ON chat_messages (conversation_id, id);
  `);
}

export type ChatAuthor = 'player' | 'staff';

export interface ConversationRow {
  id: number;
  key: string;
  model_id: string;
  account_id: number | null;
  display_name: string;
  created_at: number;
  updated_at: number;
}

export interface ChatMessageRow {
  id: number;
  author: ChatAuthor;
  body: string;
  sent_at: number;
}

/**
 * A conversation as the staff's list shows it (only those with a message): its last message, and the
 * player's messages since staff last answered.
 */
export interface ConversationSummaryRow extends ConversationRow {
  last_id: number;
  last_author: ChatAuthor;
  last_body: string;
  last_sent_at: number;
  unanswered: number;
}

/** A conversation's capability: 32 random bytes, base64url (43 characters). */
const newKey = (): string => randomBytes(32).toString('base64url');

export function createChatStore(db: Database) {
  const insertConversation = db.prepare(
    'INSERT INTO chat_conversations (key, model_id, account_id, display_name, created_at, updated_at) VALUES (?, ?, ?, ?, ?, ?)',
  );
  const byId = db.prepare('SELECT * FROM chat_conversations WHERE id = ?');
  const byKey = db.prepare('SELECT * FROM chat_conversations WHERE key = ?');
  const ofAccount = db.prepare('SELECT * FROM chat_conversations WHERE account_id = ? AND model_id = ?');
  const insertMessage = db.prepare(
    'INSERT INTO chat_messages (conversation_id, author, body, sent_at) VALUES (?, ?, ?, ?)',
  );
  const touch = db.prepare('UPDATE chat_conversations SET updated_at = ? WHERE id = ?');
  const after = db.prepare(
    'SELECT id, author, body, sent_at FROM chat_messages WHERE conversation_id = ? AND id > ? ORDER BY id LIMIT ?',
  );
  const recent = db.prepare(`SELECT * FROM (
      SELECT id, author, body, sent_at FROM chat_messages WHERE conversation_id = ? ORDER BY id DESC LIMIT ?
    ) ORDER BY id`);
  // Conversations with at least one message (a launch that was never written in is nobody's work),
  // most recently active first.
  const summaries = db.prepare(`SELECT c.*, last.id AS last_id, last.author AS last_author, last.body AS last_body,
      last.sent_at AS last_sent_at,
      (SELECT COUNT(*) FROM chat_messages p WHERE p.conversation_id = c.id AND p.author = 'player'
        AND p.id > COALESCE((SELECT MAX(s.id) FROM chat_messages s WHERE s.conversation_id = c.id AND s.author = 'staff'), 0)
      ) AS unanswered
    FROM chat_conversations c
    JOIN chat_messages last ON last.id = (SELECT MAX(m.id) FROM chat_messages m WHERE m.conversation_id = c.id)
    ORDER BY c.updated_at DESC, c.id DESC LIMIT ?`);

  const open = (modelId: string, accountId: number | null, displayName: string, now: number): ConversationRow => {
    const id = Number(insertConversation.run(newKey(), modelId, accountId, displayName, now, now).lastInsertRowid);
    return byId.get(id) as ConversationRow;
  };

  return {
    /** The account's conversation with a model, opened on its first launch (one transaction: never two). */
    ofAccount: db.transaction(
      (accountId: number, modelId: string, displayName: string, now: number): ConversationRow =>
        (ofAccount.get(accountId, modelId) as ConversationRow | undefined) ??
        open(modelId, accountId, displayName, now),
    ),
    /** A new guest conversation. */
    openGuest: (modelId: string, displayName: string, now: number): ConversationRow =>
      open(modelId, null, displayName, now),
    byKey: (key: string): ConversationRow | undefined => byKey.get(key) as ConversationRow | undefined,
    byId: (id: number): ConversationRow | undefined => byId.get(id) as ConversationRow | undefined,
    /** Adds a message and marks the conversation active, in one transaction; the message. */
    add: db.transaction((conversationId: number, author: ChatAuthor, body: string, now: number): ChatMessageRow => {
      const id = Number(insertMessage.run(conversationId, author, body, now).lastInsertRowid);
      touch.run(now, conversationId);
      return { id, author, body, sent_at: now };
    }),
    /** Up to `limit` messages after the message `afterId`, oldest first. */
    after: (conversationId: number, afterId: number, limit: number): ChatMessageRow[] =>
      after.all(conversationId, afterId, limit) as ChatMessageRow[],
    /** The last `limit` messages, oldest first. */
    recent: (conversationId: number, limit: number): ChatMessageRow[] =>
      recent.all(conversationId, limit) as ChatMessageRow[],
    /** Up to `limit` conversations with messages, most recently active first. */
    summaries: (limit: number): ConversationSummaryRow[] => summaries.all(limit) as ConversationSummaryRow[],
  };
}
