// The inbox (messageV2, SPEC.md sections 2 and 4): deposit and withdrawal notices and system and
// promotion messages, read and unread; list, mark read, delete.
import type { Database } from '../../db';
import type { Context } from 'hono';
import {
  ErrorCode,
  isSettlementKind,
  type Message,
  type MessageKind,
  type MessageParams,
  type SettlementKind,
} from '@lobby/contract';
import type { Domain, PlatformEnv } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import { createRng } from '../../seed/random';
import { demoPassword } from '../../seed-core';
import { isoTime } from '../../shared/days';
import { pageChecks, totalPagesOf } from '../../shared/paging';
import { accountOf } from '../../shared/request';

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
  // A database made before settlement messages kept their parameters gains the column.
  const columns = db.prepare('PRAGMA table_info(messages)').all() as { name: string }[];
  if (!columns.some((column) => column.name === 'params')) db.exec('ALTER TABLE messages ADD COLUMN params TEXT');
}

/** Unread messages of an account (CSP_unreadCount). */
export const unreadMessages = (db: Database, accountId: number): number =>
  (db.prepare('SELECT COUNT(*) AS n FROM messages WHERE account_id = ? AND read = 0').get(accountId) as { n: number })
    .n;

/** The platform's own wording of a settlement (English); pages word it in their language from `params`. */
const settlementTemplates: Record<SettlementKind, (amount: string) => [string, string]> = {
  DEPOSIT_CREDITED: (amount) => [
    'Deposit credited',
    `<p>Your deposit of <strong>${amount}</strong> has been credited to your main wallet.</p>`,
  ],
  DEPOSIT_FAILED: (amount) => [
    'Deposit failed',
    `<p>Your deposit of <strong>${amount}</strong> could not be confirmed. Contact customer service with your receipt.</p>`,
  ],
  WITHDRAWAL_APPROVED: (amount) => [
    'Withdrawal approved',
    `<p>Your withdrawal of <strong>${amount}</strong> has been approved and sent.</p>`,
  ],
  WITHDRAWAL_REJECTED: (amount) => [
    'Withdrawal rejected',
    `<p>Your withdrawal of <strong>${amount}</strong> was rejected; the amount is back in your main wallet.</p>`,
  ],
};

const idOf = (kind: SettlementKind): 'depositId' | 'withdrawalId' =>
  kind.startsWith('DEPOSIT') ? 'depositId' : 'withdrawalId';

const englishMoney = (amount: number, symbol: string): string =>
  `${symbol}${amount.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

export type NewMessage =
  | { kind: SettlementKind; params: MessageParams & { amount: number }; title?: string; content?: string }
  | { kind: MessageKind; title: string; content: string; params?: MessageParams };

/**
 * Puts a message in an account's inbox (settlements: SPEC.md section 4 "Messages"); returns its id.
 * A settlement message needs only its `params` (the amount and the deposit or withdrawal id): the
 * platform words it, and keeps the params so that each page can word it in its own language.
 * Runs inside the caller's transaction when there is one.
 */
export function sendMessage(
  db: Database,
  accountId: number,
  message: NewMessage,
  now: number,
  currencySymbol = '$',
): number {
  let { title, content } = message;
  if (isSettlementKind(message.kind) && message.params?.amount !== undefined) {
    const [defaultTitle, defaultContent] = settlementTemplates[message.kind](
      englishMoney(message.params.amount, currencySymbol),
    );
    title ??= defaultTitle;
    content ??= defaultContent;
  }
  if (title === undefined || content === undefined)
    throw new Error(`message ${message.kind} needs a title and content`);
  const result = db
    .prepare(
      'INSERT INTO messages (account_id, kind, title, content, params, read, sent_at) VALUES (?, ?, ?, ?, ?, 0, ?)',
    )
    .run(accountId, message.kind, title, content, message.params ? JSON.stringify(message.params) : null, now);
  return Number(result.lastInsertRowid);
}

interface MessageRow {
  message_id: number;
  kind: MessageKind;
  title: string;
  content: string;
  params: string | null;
  read: number;
  sent_at: number;
}

const toMessage = (row: MessageRow): Message => ({
  messageId: row.message_id,
  kind: row.kind,
  title: row.title,
  content: row.content,
  ...(row.params ? { params: JSON.parse(row.params) as MessageParams } : {}),
  read: row.read === 1,
  sendTime: isoTime(row.sent_at),
});

/** The notices other than settlements, as the operator writes them (one language). */
const noticeTemplates: Record<'SYSTEM' | 'PROMOTION', [string, string]> = {
  SYSTEM: ['Scheduled maintenance', '<p>Some games will be under maintenance on Sunday from 02:00 to 04:00 (UTC).</p>'],
  PROMOTION: ['A new promotion for you', '<p>The weekend slots spins are live. Open <em>Promotions</em> to join.</p>'],
};
const seedKinds: readonly MessageKind[] = [
  'DEPOSIT_CREDITED',
  'DEPOSIT_FAILED',
  'WITHDRAWAL_APPROVED',
  'WITHDRAWAL_REJECTED',
  'SYSTEM',
  'PROMOTION',
];

/** The inbox of the e2e journeys that read messages (demo_member's state stays as seeded). */
export const e2eInboxAccount = 'e2e_inbox';

const messageIds = v.optional((value: unknown, field: string) => {
  if (!Array.isArray(value) || value.length > 500)
    throw new PlatformError(ErrorCode.VALIDATION, `${field} must be a list of at most 500 ids`);
  return value.map((item, index) => v.int({ min: 1 })(item, `${field}[${index}]`));
}, [] as number[]);

export const messagesDomain: Domain = {
  name: 'messages',
  migrate: migrateMessages,
  seed(db, ctx) {
    const insert = db.prepare(
      'INSERT INTO messages (account_id, kind, title, content, params, read, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?)',
    );
    const rng = createRng(ctx.config.seed, 'messages');
    // A cheap hash keeps start-up fast, as for the demo accounts (seed-core.ts); login upgrades it.
    ctx.accounts.create({
      username: e2eInboxAccount,
      password: demoPassword,
      nickname: 'E2E Inbox',
      passwordCost: Math.min(ctx.config.passwordCost, 1024),
    });
    const counts: Record<string, number> = {
      demo_member: 26,
      demo_agent: 8,
      demo_subagent: 6,
      demo_trial: 0,
      demo_default: 3,
      [e2eInboxAccount]: 12,
    };
    for (const [username, count] of Object.entries(counts)) {
      const account = ctx.accounts.byUsername(username);
      if (!account) continue;
      for (let index = 0; index < count; index += 1) {
        const kind = seedKinds[index % seedKinds.length] as MessageKind;
        const amount = rng.int(10, 2000) + 0.5;
        const [title, content] = isSettlementKind(kind)
          ? settlementTemplates[kind](englishMoney(amount, ctx.config.currencySymbol))
          : noticeTemplates[kind];
        const params = isSettlementKind(kind) ? JSON.stringify({ amount, [idOf(kind)]: 1000 + index }) : null;
        // The newest third unread.
        insert.run(
          account.id,
          kind,
          title,
          content,
          params,
          index < count / 3 ? 0 : 1,
          ctx.now() - (index + 1) * 5 * 3_600_000,
        );
      }
    }
  },
  routes(router, ctx) {
    const auth = [ctx.requireToken, ctx.requireMember] as const;
    router.get('/wps/relay/MCSFE_getMessageList', ...auth, (c) => {
      const query = readQuery(c, { ...pageChecks(10, 100), read: v.optional(v.bool()) });
      const params = { id: accountOf(c).id, read: query.read === undefined ? null : query.read ? 1 : 0 };
      const filter = 'account_id = @id AND (@read IS NULL OR read = @read)';
      const { n } = ctx.db.prepare(`SELECT COUNT(*) AS n FROM messages WHERE ${filter}`).get(params) as { n: number };
      const rows = ctx.db
        .prepare(
          `SELECT * FROM messages WHERE ${filter} ORDER BY sent_at DESC, message_id DESC LIMIT @limit OFFSET @offset`,
        )
        .all({ ...params, limit: query.pageSize, offset: (query.pageNo - 1) * query.pageSize }) as MessageRow[];
      return ok(c, {
        list: rows.map(toMessage),
        totalCount: n,
        totalPages: totalPagesOf(n, query.pageSize),
        unreadCount: unreadMessages(ctx.db, params.id),
      });
    });

    // An empty list means all of the account's messages.
    const change =
      (sql: string, extra = '') =>
      (c: Context<PlatformEnv>) => {
        const { messageIds: ids } = readBody(c, { messageIds });
        const id = accountOf(c).id;
        const where = ids.length ? `AND message_id IN (${ids.map(() => '?').join(',')})` : '';
        const { changes } = ctx.db.prepare(`${sql} WHERE account_id = ? ${extra} ${where}`).run(id, ...ids);
        return ok(c, { changed: changes, unreadCount: unreadMessages(ctx.db, id) });
      };
    router.post('/wps/relay/MCS2_readMessage', ...auth, change('UPDATE messages SET read = 1', 'AND read = 0'));
    router.delete('/wps/relay/MCS2_deleteMessage', ...auth, change('DELETE FROM messages'));
  },
};
