import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isSettlementKind, type MessageChangeValue, type MessageListValue } from '@lobby/contract';
import { openDatabase } from '../../db';
import { createTestPlatform, testEpoch, type TestPlatform } from '../wallet/testing';
import { e2eInboxAccount, sendMessage } from '.';
import { migrateMessages } from './store';

describe('messages domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterAll(() => t.platform.close());

  it('lists messages newest first with the unread count', async () => {
    const page = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList?pageNo=1&pageSize=10', {
      token,
    });
    expect(page).toMatchObject({ totalCount: 26, totalPages: 3, unreadCount: 9 });
    const times = page.list.map((item) => Date.parse(item.sendTime));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
    const kinds = new Set(
      (await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList?pageSize=26', { token })).list.map(
        (item) => item.kind,
      ),
    );
    expect(kinds).toEqual(
      new Set([
        'DEPOSIT_CREDITED',
        'DEPOSIT_FAILED',
        'WITHDRAWAL_APPROVED',
        'WITHDRAWAL_REJECTED',
        'SYSTEM',
        'PROMOTION',
      ]),
    );
    const unread = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList?read=false', { token });
    expect(unread.list.every((item) => !item.read)).toBe(true);
  });

  it('answers the seeded notices in the language asked for, Spanish by default (issue 16 item 7)', async () => {
    const notices = async (language?: string) =>
      (
        await t.value<MessageListValue>(
          'GET',
          `/wps/relay/MCSFE_getMessageList?pageSize=26${language ? `&language=${language}` : ''}`,
          { token },
        )
      ).list.filter((item) => item.kind === 'SYSTEM' || item.kind === 'PROMOTION');
    const [spanish, english, thai, byDefault, german] = await Promise.all([
      notices('ES'),
      notices('EN'),
      notices('TH'),
      notices(),
      notices('de'),
    ]);
    expect(byDefault).toEqual(spanish);
    // A language the platform does not ship is answered in English.
    expect(german).toEqual(english);
    const titles = (list: typeof spanish) => new Set(list.map((item) => item.title));
    expect(titles(english)).toEqual(new Set(['Scheduled maintenance', 'A new promotion for you']));
    expect(titles(spanish)).toEqual(new Set(['Mantenimiento programado', 'Una nueva promoción para ti']));
    expect(titles(thai)).toEqual(new Set(['ปิดปรับปรุงระบบตามกำหนด', 'โปรโมชั่นใหม่สำหรับคุณ']));
    expect(spanish.map((item) => item.messageId)).toEqual(english.map((item) => item.messageId));
    expect(spanish.find((item) => item.kind === 'PROMOTION')?.content).toContain('<em>Promociones</em>');
  });

  it('marks messages read and deletes them', async () => {
    const { list } = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList?read=false', { token });
    const ids = list.slice(0, 2).map((item) => item.messageId);
    const read = await t.value<MessageChangeValue>('POST', '/wps/relay/MCS2_readMessage', {
      token,
      body: { messageIds: ids },
    });
    expect(read).toEqual({ changed: 2, unreadCount: 7 });
    const again = await t.value<MessageChangeValue>('POST', '/wps/relay/MCS2_readMessage', {
      token,
      body: { messageIds: ids },
    });
    expect(again.changed).toBe(0);
    const removed = await t.value<MessageChangeValue>('DELETE', '/wps/relay/MCS2_deleteMessage', {
      token,
      body: { messageIds: [ids[0]] },
    });
    expect(removed.changed).toBe(1);
    const all = await t.value<MessageChangeValue>('POST', '/wps/relay/MCS2_readMessage', {
      token,
      body: { messageIds: [] },
    });
    expect(all.unreadCount).toBe(0);
  });

  it('refuses bad input, guests and trial users', async () => {
    expect(
      (await t.call('POST', '/wps/relay/MCS2_readMessage', { token, body: { messageIds: 'all' } })).envelope.errorCode,
    ).toBe('VALIDATION');
    expect(
      (await t.call('POST', '/wps/relay/MCS2_readMessage', { token, body: { messageIds: [0] } })).envelope.errorCode,
    ).toBe('VALIDATION');
    expect((await t.call('GET', '/wps/relay/MCSFE_getMessageList?read=maybe', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
    expect((await t.call('GET', '/wps/relay/MCSFE_getMessageList')).status).toBe(401);
    expect(
      (await t.call('GET', '/wps/relay/MCSFE_getMessageList', { token: t.tokenOf('demo_trial') })).envelope.errorCode,
    ).toBe('TRIAL_FORBIDDEN');
  });

  it('keeps the kind and parameters of settlement messages, so that pages word them', async () => {
    const { list } = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList?pageSize=12', {
      token: t.tokenOf('demo_default'),
    });
    for (const message of list) {
      if (isSettlementKind(message.kind)) {
        expect(message.params?.amount).toEqual(expect.any(Number));
        const amount = message.params?.amount ?? 0;
        expect(message.content).toContain(`$${amount.toLocaleString('en-US', { minimumFractionDigits: 2 })}`);
      } else {
        expect(message.params).toBeUndefined();
      }
    }
  });

  it('words a settlement from its parameters and puts it first, unread', async () => {
    const id = t.accountId('demo_agent');
    const messageId = sendMessage(
      t.platform.ctx.db,
      id,
      { kind: 'WITHDRAWAL_REJECTED', params: { withdrawalId: 'W-9', amount: 1234.5 } },
      testEpoch + 1000,
    );
    const agentToken = t.tokenOf('demo_agent');
    const page = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList?pageSize=1', {
      token: agentToken,
    });
    expect(page.list[0]).toMatchObject({
      messageId,
      kind: 'WITHDRAWAL_REJECTED',
      title: 'Withdrawal rejected',
      params: { withdrawalId: 'W-9', amount: 1234.5 },
      read: false,
    });
    expect(page.list[0]?.content).toContain('$1,234.50');
    expect(() => sendMessage(t.platform.ctx.db, id, { kind: 'SYSTEM' } as never, testEpoch)).toThrow(
      /title and content/,
    );
  });

  it('seeds the e2e inbox with unread and read messages', async () => {
    const page = await t.value<MessageListValue>('GET', '/wps/relay/MCSFE_getMessageList', {
      token: t.tokenOf(e2eInboxAccount),
    });
    expect(page).toMatchObject({ totalCount: 12, unreadCount: 4 });
  });

  it('adds the params column to an inbox made before it', () => {
    const db = openDatabase(':memory:');
    db.exec(`CREATE TABLE accounts (id INTEGER PRIMARY KEY);
      CREATE TABLE messages (message_id INTEGER PRIMARY KEY, account_id INTEGER NOT NULL, kind TEXT NOT NULL,
        title TEXT NOT NULL, content TEXT NOT NULL, read INTEGER NOT NULL DEFAULT 0, sent_at INTEGER NOT NULL);`);
    migrateMessages(db);
    migrateMessages(db);
    const columns = (db.prepare('PRAGMA table_info(messages)').all() as { name: string }[]).map(
      (column) => column.name,
    );
    expect(columns).toContain('params');
    db.close();
  });
});
