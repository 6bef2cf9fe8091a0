import { afterAll, describe, expect, it } from 'vitest';
import { countWords } from '@lobby/contract';
import { call, login, testPlatform } from '../../testing';

const platform = testPlatform();
afterAll(() => platform.close());

const content = 'The deposit page was slow today';
const png = (bytes: number) => `data:image/png;base64,${Buffer.alloc(bytes, 7).toString('base64')}`;
const send = (body: Record<string, unknown>, token?: string, language = 'en') =>
  call<{ feedbackId: number }>(platform, 'PUT', '/wps/feedback', { body, token, headers: { Language: language } });

describe('PUT /wps/feedback', () => {
  it('keeps the member, the contact and a screenshot with the feedback', async () => {
    const token = await login(platform, 'demo_member');
    const { envelope } = await send(
      { category: 'BUG', content, contact: 'me@example.com', screenshot: png(2048) },
      token,
    );
    const row = platform.ctx.db
      .prepare('SELECT account_id, contact, screenshot FROM feedback WHERE feedback_id = ?')
      .get(envelope.value?.feedbackId) as { account_id: number; contact: string; screenshot: string };
    expect(row).toMatchObject({
      account_id: platform.ctx.accounts.byUsername('demo_member')?.id,
      contact: 'me@example.com',
    });
    expect(row.screenshot).toBe(png(2048));
  });

  it('refuses a screenshot that is not a png or jpg, or larger than 512 KB', async () => {
    const gif = `data:image/gif;base64,${Buffer.from('GIF89a').toString('base64')}`;
    expect((await send({ category: 'BUG', content, screenshot: gif })).envelope.message).toBe(
      'screenshot must be a png or jpg data URI',
    );
    expect((await send({ category: 'BUG', content, screenshot: png(513 * 1024) })).envelope.message).toBe(
      'screenshot is larger than 512 KB',
    );
  });

  it('counts Thai words by their boundaries, not by spaces', async () => {
    const thai = 'ผมอยากแจ้งปัญหาการฝากเงินครับ';
    expect(countWords(thai, 'th')).toBeGreaterThanOrEqual(5);
    expect((await send({ category: 'COMPLAINT', content: thai }, undefined, 'TH')).envelope.success).toBe(true);
    expect(countWords('  two   words ')).toBe(2);
  });
});
