// The inbox (messageV2, SPEC.md sections 2 and 4): deposit and withdrawal notices and system and
// promotion messages, read and unread; list, mark read, delete.
import type { Database } from '../../db';
import type { Context } from 'hono';
import {
  ErrorCode,
  isSettlementKind,
  type Message,
  type MessageKind,
  messageKinds,
  type MessageParams,
  type SettlementKind,
} from '@lobby/contract';
import type { Domain, NewMessage, PlatformContext, PlatformEnv, Readers, Services } from '../../domain';
import { ok, PlatformError, readBody, readQuery, v } from '../../http';
import type { Labels } from '../../seed/names';
import { createRng } from '../../seed/random';
import { demoPassword } from '../../seed-core';
import { isoTime } from '../../shared/days';
import { pageChecks, sliceOf, totalPagesOf } from '../../shared/paging';
import { accountOf, langOf } from '../../shared/request';
import { createMessageStore, migrateMessages, type MessageRow } from './store';

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
  const params = message.params ? JSON.stringify(message.params) : null;
  return createMessageStore(db).add(accountId, message.kind, title, content, params, false, now);
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

/** The notices other than settlements, as the operator writes them in each language (issue 16 item 7). */
const noticeTemplates: Record<Exclude<MessageKind, SettlementKind>, [Labels, Labels]> = {
  SYSTEM: [
    { EN: 'Scheduled maintenance', ES: 'Mantenimiento programado', TH: 'ปิดปรับปรุงระบบตามกำหนด' },
    {
      EN: '<p>Some games will be under maintenance on Sunday from 02:00 to 04:00 (UTC).</p>',
      ES: '<p>Algunos juegos estarán en mantenimiento el domingo de 02:00 a 04:00 (UTC).</p>',
      TH: '<p>บางเกมจะปิดปรับปรุงในวันอาทิตย์ เวลา 02:00 ถึง 04:00 น. (UTC)</p>',
    },
  ],
  PROMOTION: [
    { EN: 'A new promotion for you', ES: 'Una nueva promoción para ti', TH: 'โปรโมชั่นใหม่สำหรับคุณ' },
    {
      EN: '<p>The weekend slots spins are live. Open <em>Promotions</em> to join.</p>',
      ES: '<p>Ya están activos los giros de tragamonedas del fin de semana. Entra en <em>Promociones</em> para participar.</p>',
      TH: '<p>ฟรีสปินสล็อตสุดสัปดาห์เริ่มแล้ว เปิด<em>โปรโมชั่น</em>เพื่อเข้าร่วม</p>',
    },
  ],
};

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
    const store = createMessageStore(db);
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
        const kind = messageKinds[index % messageKinds.length] as MessageKind;
        const amount = rng.int(10, 2000) + 0.5;
        const notice = isSettlementKind(kind) ? undefined : noticeTemplates[kind];
        const [title, content] = notice
          ? [notice[0].EN, notice[1].EN]
          : settlementTemplates[kind as SettlementKind](englishMoney(amount, ctx.config.currencySymbol));
        const params = isSettlementKind(kind) ? JSON.stringify({ amount, [idOf(kind)]: 1000 + index }) : null;
        // The newest third unread.
        const id = store.add(
          account.id,
          kind,
          title,
          content,
          params,
          index >= count / 3,
          ctx.now() - (index + 1) * 5 * 3_600_000,
        );
        if (notice) store.addTexts(id, ...notice);
      }
    }
  },
  routes(router, ctx) {
    const auth = [ctx.requireToken, ctx.requireMember] as const;
    const store = createMessageStore(ctx.db);
    router.get('/wps/relay/MCSFE_getMessageList', ...auth, (c) => {
      const query = readQuery(c, { ...pageChecks(10, 100), read: v.optional(v.bool()) });
      const id = accountOf(c).id;
      const { n, rows } = store.page(id, query.read, sliceOf(query), langOf(c));
      return ok(c, {
        list: rows.map(toMessage),
        totalCount: n,
        totalPages: totalPagesOf(n, query.pageSize),
        unreadCount: store.unread(id),
      });
    });

    // An empty list means all of the account's messages.
    const change = (action: 'read' | 'delete') => (c: Context<PlatformEnv>) => {
      const { messageIds: ids } = readBody(c, { messageIds });
      const id = accountOf(c).id;
      const changes = action === 'read' ? store.markRead(id, ids) : store.remove(id, ids);
      return ok(c, { changed: changes, unreadCount: store.unread(id) });
    };
    router.post('/wps/relay/MCS2_readMessage', ...auth, change('read'));
    router.delete('/wps/relay/MCS2_deleteMessage', ...auth, change('delete'));
  },
};

/** What other domains read of the inbox (domain.ts: Readers). */
export function messagesReader(db: Database): Readers['messages'] {
  const store = createMessageStore(db);
  return { unreadCount: (accountId) => store.unread(accountId) };
}

/** What other domains may do with the inbox (domain.ts: Services). */
export const messagesService = (ctx: Pick<PlatformContext, 'db' | 'now' | 'config'>): Services['messages'] => ({
  send: (accountId, message) => sendMessage(ctx.db, accountId, message, ctx.now(), ctx.config.currencySymbol),
});
