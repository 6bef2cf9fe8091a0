import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MessageChangeValue, MessageListValue } from '../../../../src/api/wire/messages';
import { createTestPlatform, type TestPlatform } from '../wallet/testing';

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
});
