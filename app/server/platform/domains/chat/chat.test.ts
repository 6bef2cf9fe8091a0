import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChatModelListValue, LaunchChatValue } from '@lobby/contract';
import { createTestPlatform, defined, type TestPlatform } from '../wallet/testing';
import type { ChatMessagesValue, ChatSentValue, StaffConversationsValue } from './index';

const staffKey = 'test-staff-key-0123456789';
const staff = { 'X-Staff-Key': staffKey };

/** The conversation key of a chat address. */
const keyOf = (chatUrl: string): string => defined(new URL(chatUrl, 'http://platform.test').searchParams.get('c'));

describe('chat domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(() => {
    t = createTestPlatform({ staffKey });
    token = t.tokenOf('demo_member');
  });
  afterAll(() => t.platform.close());

  const launch = (options: { token?: string; language?: string; modelId?: string } = {}) =>
    t.value<LaunchChatValue>('GET', `/wps/relay/CBS_launchChat?modelId=${options.modelId ?? 'CS-GENERAL'}`, {
      token: options.token,
      headers: options.language ? { Language: options.language } : {},
    });
  const post = (key: string, body: unknown) => t.call<ChatSentValue>('POST', `/wps/chat/messages?c=${key}`, { body });
  const list = (key: string, after = 0) =>
    t.value<ChatMessagesValue>('GET', `/wps/chat/messages?c=${key}&after=${after}`);
  const page = (path: string) => t.platform.fetch(new Request(`http://platform.test${path}`));
  const conversations = async () =>
    (await t.value<StaffConversationsValue>('GET', '/wps/staff/chat/conversations', { headers: staff })).conversations;

  it('lists the chat rooms in the request language and refuses an unknown one', async () => {
    const { list: models } = await t.value<ChatModelListValue>('GET', '/wps/relay/CBS_modelList');
    expect(models.map((model) => model.modelId)).toEqual(['CS-GENERAL', 'CS-DEPOSIT', 'CS-VIP']);
    expect(defined(models[0]).name).toBe('Atención al cliente');
    const english = await t.value<ChatModelListValue>('GET', '/wps/relay/CBS_modelList', {
      headers: { Language: 'en' },
    });
    expect(defined(english.list[0])).toEqual({ modelId: 'CS-GENERAL', name: 'Customer service', online: true });
    expect((await t.call('GET', '/wps/relay/CBS_launchChat?modelId=NOPE')).envelope.errorCode).toBe('VALIDATION');
  });

  it('gives a member the same conversation on every launch, and a guest a new one each time', async () => {
    const first = await launch({ token });
    expect(first.chatUrl).toMatch(/^\/wps\/chat\?c=[A-Za-z0-9_-]{43}&lang=es$/);
    const again = await launch({ token, language: 'th-TH' });
    expect(keyOf(again.chatUrl)).toBe(keyOf(first.chatUrl));
    expect(again.chatUrl).toMatch(/&lang=th$/);
    // Another room is another conversation.
    expect(keyOf((await launch({ token, modelId: 'CS-DEPOSIT' })).chatUrl)).not.toBe(keyOf(first.chatUrl));

    const guest = keyOf((await launch({ language: 'en' })).chatUrl);
    const otherGuest = keyOf((await launch()).chatUrl);
    expect(guest).not.toBe(otherGuest);
    expect(guest).not.toBe(keyOf(first.chatUrl));

    // The member's history is kept across launches.
    expect((await post(keyOf(first.chatUrl), { body: 'Kept?' })).envelope.success).toBe(true);
    const third = await launch({ token });
    expect((await list(keyOf(third.chatUrl))).messages.map((message) => message.body)).toEqual(['Kept?']);
  });

  it('takes messages of 1 to 1000 characters after trimming and lists those after an id', async () => {
    const key = keyOf((await launch()).chatUrl);
    t.clock.now += 1000;
    const first = await post(key, { body: '  Hello, I cannot deposit.  ' });
    expect(first.envelope.success).toBe(true);
    const sent = defined(first.envelope.value).message;
    expect(sent).toMatchObject({
      author: 'player',
      body: 'Hello, I cannot deposit.',
      sentAt: new Date(t.clock.now).toISOString(),
    });
    const second = defined((await post(key, { body: 'ก'.repeat(1000) })).envelope.value).message;

    expect((await list(key)).messages.map((message) => message.id)).toEqual([sent.id, second.id]);
    expect((await list(key, sent.id)).messages).toEqual([second]);
    expect((await list(key, second.id)).messages).toEqual([]);

    for (const body of ['', '   \n ', 'x'.repeat(1001), undefined, 42]) {
      const refused = await post(key, { body });
      expect(refused.status).toBe(200);
      expect(refused.envelope).toMatchObject({ success: false, errorCode: 'VALIDATION' });
    }
    expect((await post(key, { body: 'x'.repeat(1001) })).envelope.message).toBe('body must be at most 1000 characters');
    expect((await post(key, { body: ' ' })).envelope.message).toBe('body is required');
    expect((await list(key)).messages).toHaveLength(2);
    expect((await t.call('GET', `/wps/chat/messages?c=${key}&after=-1`)).envelope.errorCode).toBe('VALIDATION');
  });

  it('answers 404 to a key it does not know, on the page and on the calls', async () => {
    const unknown = 'A'.repeat(43);
    for (const path of [`/wps/chat/messages?c=${unknown}`, '/wps/chat/messages', '/wps/chat/messages?c=short']) {
      const answer = await t.call('GET', path);
      expect(answer.status).toBe(404);
      expect(answer.envelope.errorCode).toBe('NOT_FOUND');
    }
    expect((await post(unknown, { body: 'Anyone?' })).status).toBe(404);
    const ended = await page(`/wps/chat?c=${unknown}&lang=en`);
    expect(ended.status).toBe(404);
    expect(ended.headers.get('content-type')).toMatch(/^text\/html/);
    expect(await ended.text()).toContain('This chat has ended');
    expect(await (await page('/wps/chat')).text()).toContain('Este chat ha terminado');
  });

  it("serves the player's page in the player's language under a strict policy, with the room named and its files", async () => {
    const { chatUrl } = await launch({ token, language: 'th' });
    const answer = await page(chatUrl);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const policy = defined(answer.headers.get('content-security-policy'));
    expect(policy).toContain("script-src 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(policy).not.toContain('unsafe-inline');
    const html = await answer.text();
    expect(html).toContain('<html lang="th" dir="ltr">');
    expect(html).toContain('<h1>ฝ่ายบริการลูกค้า</h1>');
    expect(html).toContain('role="log" aria-live="polite"');
    expect(html).toContain('<label for="message">ข้อความของคุณ</label>');
    expect(html).not.toMatch(/<script>|<style>|style="/);
    // An empty conversation shows the empty state; the Spanish page says so in Spanish.
    const guest = await (await page((await launch()).chatUrl)).text();
    expect(guest).toContain('<p class="empty" id="empty">Escribe tu pregunta abajo: un agente te responde aquí.</p>');

    for (const [path, type] of [
      ['/wps/chat/chat.js', 'text/javascript'],
      ['/wps/chat/chat.css', 'text/css'],
      ['/wps/staff/chat/staff.js', 'text/javascript'],
    ] as const) {
      const file = await page(path);
      expect(file.status).toBe(200);
      expect(file.headers.get('content-type')).toBe(`${type}; charset=utf-8`);
    }
  });

  it('keeps HTML in a message as it was written, and the page shows it as text', async () => {
    const { chatUrl } = await launch();
    const key = keyOf(chatUrl);
    const attack = '<img src=x onerror=alert(1)> & "quotes" \'too\'';
    expect(defined((await post(key, { body: attack })).envelope.value).message.body).toBe(attack);
    expect(defined((await list(key)).messages[0]).body).toBe(attack);
    const html = await (await page(chatUrl)).text();
    expect(html).not.toContain('<img');
    expect(html).toContain(
      '<p class="text">&#60;img src=x onerror=alert(1)&#62; &#38; &#34;quotes&#34; &#39;too&#39;</p>',
    );
    const staffSide = (await conversations()).find((conversation) => conversation.lastMessage.body === attack);
    expect(staffSide).toBeDefined();
  });

  it('refuses the staff console and its calls without the right key (403)', async () => {
    const wrongs: Record<string, string>[] = [{}, { 'X-Staff-Key': 'wrong' }, { 'X-Staff-Key': `${staffKey}x` }];
    for (const headers of wrongs) {
      for (const [method, path] of [
        ['GET', '/wps/staff/chat/conversations'],
        ['GET', '/wps/staff/chat/messages?id=1'],
        ['POST', '/wps/staff/chat/messages?id=1'],
      ] as const) {
        const answer = await t.call(method, path, { headers, body: method === 'POST' ? { body: 'Hi' } : undefined });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.envelope.errorCode).toBe('FORBIDDEN');
      }
    }
    expect((await page('/wps/staff/chat')).status).toBe(403);
    const wrong = await page('/wps/staff/chat?key=wrong');
    expect(wrong.status).toBe(403);
    expect(await wrong.text()).toContain('Wrong or missing staff key');
    // The key in the page's address, not in a header, opens the page.
    expect(
      (await t.platform.fetch(new Request('http://platform.test/wps/staff/chat', { headers: staff }))).status,
    ).toBe(403);
    const consolePage = await page(`/wps/staff/chat?key=${encodeURIComponent(staffKey)}`);
    expect(consolePage.status).toBe(200);
    expect(await consolePage.text()).toContain('<h1>Customer service console</h1>');
  });

  it('lists conversations newest first with the unanswered count; staff replies and the player sees it', async () => {
    const member = keyOf((await launch({ token, modelId: 'CS-DEPOSIT' })).chatUrl);
    const guest = keyOf((await launch()).chatUrl);
    t.clock.now += 60_000;
    await post(member, { body: 'My deposit is late.' });
    t.clock.now += 1000;
    await post(member, { body: 'Still waiting.' });
    t.clock.now += 1000;
    await post(guest, { body: 'How do I register?' });

    let listed = await conversations();
    const [newest, next] = listed;
    expect(defined(newest)).toMatchObject({
      name: expect.stringMatching(/^Guest \d{4}$/) as string,
      modelId: 'CS-GENERAL',
      modelName: 'Customer service',
      unanswered: 1,
      lastMessage: { author: 'player', body: 'How do I register?' },
    });
    expect(defined(next)).toMatchObject({
      name: 'demo_member',
      modelName: 'Deposits and withdrawals',
      unanswered: 2,
      lastMessage: { body: 'Still waiting.' },
    });
    // A launch never written in is not listed.
    await launch();
    expect(await conversations()).toHaveLength(listed.length);

    const memberId = defined(next).id;
    const thread = await t.value<ChatMessagesValue>('GET', `/wps/staff/chat/messages?id=${memberId}`, {
      headers: staff,
    });
    expect(thread.messages.map((message) => message.body)).toEqual(['My deposit is late.', 'Still waiting.']);
    const seen = defined(thread.messages.at(-1)).id;

    t.clock.now += 1000;
    const reply = await t.call<ChatSentValue>('POST', `/wps/staff/chat/messages?id=${memberId}`, {
      headers: staff,
      body: { body: ' It is on its way. ' },
    });
    const message = defined(reply.envelope.value).message;
    expect(message).toMatchObject({ author: 'staff', body: 'It is on its way.' });

    listed = await conversations();
    expect(defined(listed[0])).toMatchObject({ id: memberId, unanswered: 0, lastMessage: { author: 'staff' } });
    // The player's page polls after the last message it has: the reply arrives.
    expect((await list(member, seen)).messages).toEqual([message]);
    // And the page shows it, on staff's side.
    const html = await (await page(`/wps/chat?c=${member}&lang=en`)).text();
    expect(html).toContain('<div class="msg theirs" data-id="');
    expect(html).toContain('<span class="who">Agent</span>');
    expect(html).toContain('It is on its way.');

    // The player writes again: one unanswered.
    await post(member, { body: 'Thanks!' });
    expect((await conversations()).find((conversation) => conversation.id === memberId)?.unanswered).toBe(1);

    // The staff calls' rules: the same length rule, an unknown conversation is 404.
    const tooLong = await t.call('POST', `/wps/staff/chat/messages?id=${memberId}`, {
      headers: staff,
      body: { body: 'y'.repeat(1001) },
    });
    expect(tooLong.envelope.errorCode).toBe('VALIDATION');
    const empty = await t.call('POST', `/wps/staff/chat/messages?id=${memberId}`, {
      headers: staff,
      body: { body: '' },
    });
    expect(empty.envelope.errorCode).toBe('VALIDATION');
    expect((await t.call('GET', '/wps/staff/chat/messages?id=999999', { headers: staff })).status).toBe(404);
    expect((await t.call('GET', '/wps/staff/chat/messages', { headers: staff })).envelope.errorCode).toBe('VALIDATION');
  });
});
