import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  type ApplyPromotionValue,
  type BalanceValue,
  type ClaimRewardValue,
  type Promotion,
  type PromotionListValue,
  type ReferralInfoValue,
  type RewardCenterValue,
  type UnreadCountValue,
  uploadChunkBytes,
  type UploadImageValue,
} from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';

const pngHead = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
/** Bytes that start like a png (or a jpg), `size` long in all. */
const imageBytes = (size: number, head = pngHead) => {
  const bytes = Buffer.alloc(size, 7);
  Buffer.from(head).copy(bytes);
  return bytes;
};

describe('promotions domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeEach(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterEach(() => t.platform.close());

  const list = async (query = '', auth?: string) =>
    (
      await t.value<PromotionListValue>('GET', `/wps/relay/MCSFE_getPromotionList?pageSize=100${query}`, {
        token: auth,
      })
    ).list;
  const promotion = async (promotionId: number, auth = token) =>
    t.value<Promotion>('GET', `/wps/relay/MCSFE_getPromotionDetail?promotionId=${promotionId}`, { token: auth });
  const balance = async (auth = token) =>
    defined((await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token: auth })).balance[0]).availBalance;

  /** Uploads `bytes` in pieces as the client does; answers the last piece's value. */
  async function upload(bytes: Buffer, auth = token): Promise<UploadImageValue> {
    let uploadId: string | undefined;
    let last: UploadImageValue | undefined;
    for (let offset = 0; offset < bytes.length; offset += uploadChunkBytes) {
      const data = bytes.subarray(offset, offset + uploadChunkBytes).toString('base64');
      last = await t.value<UploadImageValue>('POST', '/wps/relay/MCS2_uploadActivityImage', {
        token: auth,
        body: { uploadId, size: bytes.length, offset, data },
      });
      uploadId = last.uploadId;
    }
    return defined(last);
  }

  it('shows demo_member every activity state (SPEC.md section 4), with the reason and the prize', async () => {
    const mine = await list('', token);
    expect([...new Set(mine.map((item) => item.state))].sort()).toEqual(
      ['APPLYING', 'CLAIMED', 'CLOSED', 'COMING_SOON', 'ISSUED', 'JOIN', 'JOINED', 'PROCESSING', 'REJECTED'].sort(),
    );
    expect(await promotion(8)).toMatchObject({
      state: 'REJECTED',
      canReapply: true,
      rejectReason: expect.stringContaining('No se puede leer') as string,
    });
    expect(await promotion(15)).toMatchObject({ state: 'REJECTED', canReapply: false });
    expect(await promotion(2)).toMatchObject({
      state: 'APPLYING',
      application: { imageCount: 2, remark: expect.stringContaining('Receipt') as string },
    });
    expect(await promotion(18)).toMatchObject({ state: 'CLAIMED', prizeAmount: 18.88, raffleKind: 'LUCKY_DRAW' });
    expect(await promotion(3)).toMatchObject({ state: 'ISSUED', rewardId: expect.any(Number) as number });
    expect(await promotion(19)).toMatchObject({ state: 'ISSUED', raffle: true, raffleKind: 'RED_ENVELOPE' });
  });

  it('shows guests only join, coming soon and closed, and lists by type and scope', async () => {
    expect(new Set((await list()).map((item) => item.state))).toEqual(new Set(['JOIN', 'COMING_SOON', 'CLOSED']));
    const slots = await t.value<PromotionListValue>(
      'GET',
      '/wps/relay/MCSFE_getPromotionList?promotionType=SLOTS&pageNo=1&pageSize=1',
    );
    expect(slots).toMatchObject({ totalCount: 2, totalPages: 2 });
    expect(slots.list[0]?.promotionType).toBe('SLOTS');
    const mine = await list('&scope=MINE', token);
    expect(mine).toHaveLength(12);
    // Newest first: the application sent 5 hours ago.
    expect(mine[0]?.promotionId).toBe(2);
    expect(await list('&scope=MINE')).toEqual([]);
    expect((await list('&scope=RAFFLE')).map((item) => item.promotionId).sort((a, b) => a - b)).toEqual([
      11, 17, 18, 19, 20,
    ]);
    for (const bad of ['promotionType=POKER', 'scope=OTHERS']) {
      expect((await t.call('GET', `/wps/relay/MCSFE_getPromotionList?${bad}`)).envelope.errorCode).toBe('VALIDATION');
    }
    expect(await promotion(4)).toMatchObject({ promotionId: 4, bannerUrl: '/wps/assets/promo/4.svg', state: 'JOIN' });
    expect((await t.call('GET', '/wps/relay/MCSFE_getPromotionDetail?promotionId=404')).envelope.errorCode).toBe(
      'NOT_FOUND',
    );
  });

  it('joins from JOIN only; a raffle joined waits to be opened', async () => {
    const joined = await t.value<ApplyPromotionValue>('POST', '/wps/relay/MCS2_applyPromotion', {
      token,
      body: { promotionId: 4 },
    });
    expect(joined.state).toBe('JOINED');
    for (const promotionId of [4, 7, 5]) {
      const { envelope } = await t.call('POST', '/wps/relay/MCS2_applyPromotion', { token, body: { promotionId } });
      expect(envelope.errorCode).toBe('STATE_CONFLICT');
    }
    const raffle = await t.value<ApplyPromotionValue>('POST', '/wps/relay/MCS2_applyPromotion', {
      token,
      body: { promotionId: 20 },
    });
    expect(raffle.state).toBe('ISSUED');
  });

  it('takes application images in pieces, judging the type by the bytes, and applies with them', async () => {
    const other = t.tokenOf('demo_default');
    const big = await upload(imageBytes(uploadChunkBytes * 2 + 100), other);
    expect(big).toMatchObject({ complete: true, contentType: 'image/png', received: uploadChunkBytes * 2 + 100 });
    const jpg = await upload(imageBytes(2000, [0xff, 0xd8, 0xff, 0xe0]), other);
    expect(jpg.contentType).toBe('image/jpeg');
    const applied = await t.value<ApplyPromotionValue>('POST', '/wps/relay/MCS2_applyPromotion', {
      token: other,
      idempotencyKey: newKey(),
      body: { promotionId: 2, remark: '👍🏽'.repeat(140), imageIds: [big.uploadId, jpg.uploadId] },
    });
    expect(applied.state).toBe('APPLYING');
    expect((await promotion(2, other)).application).toMatchObject({ imageCount: 2 });
    // An image goes with one application only.
    const reused = await t.call('POST', '/wps/relay/MCS2_applyPromotion', {
      token: other,
      body: { promotionId: 10, imageIds: [jpg.uploadId] },
    });
    expect(reused.envelope.errorCode).toBe('VALIDATION');
  });

  it.each([
    ['a gif', { size: 10, offset: 0, data: Buffer.from('GIF89a0000').toString('base64') }, 'png or jpg'],
    ['more than 5 MB', { size: 6 * 1024 * 1024, offset: 0, data: imageBytes(100).toString('base64') }, '5 MB'],
    [
      'a piece too big',
      { size: 4 * 1024 * 1024, offset: 0, data: imageBytes(uploadChunkBytes + 1).toString('base64') },
      'a piece',
    ],
    ['not base64', { size: 10, offset: 0, data: '!!!' }, 'base64'],
    ['a new upload not at 0', { size: 10, offset: 5, data: imageBytes(5).toString('base64') }, 'offset'],
  ])('refuses an upload of %s', async (_, body, message) => {
    const { envelope } = await t.call('POST', '/wps/relay/MCS2_uploadActivityImage', { token, body });
    expect(envelope.errorCode).toBe('VALIDATION');
    expect(envelope.message).toContain(message);
  });

  it('takes a piece sent twice, and refuses pieces out of order or beyond the size', async () => {
    const bytes = imageBytes(uploadChunkBytes + 10);
    const first = bytes.subarray(0, uploadChunkBytes).toString('base64');
    const opened = await t.value<UploadImageValue>('POST', '/wps/relay/MCS2_uploadActivityImage', {
      token,
      body: { size: bytes.length, offset: 0, data: first },
    });
    const body = { uploadId: opened.uploadId, size: bytes.length };
    const again = await t.value<UploadImageValue>('POST', '/wps/relay/MCS2_uploadActivityImage', {
      token,
      body: { ...body, offset: 0, data: first },
    });
    expect(again).toMatchObject({ received: uploadChunkBytes, complete: false });
    for (const [offset, data] of [
      [uploadChunkBytes + 5, imageBytes(5).toString('base64')],
      [uploadChunkBytes, imageBytes(20).toString('base64')],
    ] as const) {
      const { envelope } = await t.call('POST', '/wps/relay/MCS2_uploadActivityImage', {
        token,
        body: { ...body, offset, data },
      });
      expect(envelope.errorCode).toBe('VALIDATION');
    }
    const incomplete = await t.call('POST', '/wps/relay/MCS2_applyPromotion', {
      token,
      body: { promotionId: 21, imageIds: [opened.uploadId] },
    });
    expect(incomplete.envelope.message).toContain('incomplete');
    const stranger = await t.call('POST', '/wps/relay/MCS2_uploadActivityImage', {
      token: t.tokenOf('demo_default'),
      body: { ...body, offset: uploadChunkBytes, data: bytes.subarray(uploadChunkBytes).toString('base64') },
    });
    expect(stranger.envelope.errorCode).toBe('NOT_FOUND');
  });

  it.each([
    [{ promotionId: 21, imageIds: ['a', 'b', 'c', 'd'] }, 'imageIds'],
    [{ promotionId: 21, imageIds: ['not-mine'] }, 'imageIds[0]'],
    [{ promotionId: 21, remark: 'x'.repeat(141) }, 'remark'],
    [{ promotionId: 'five' }, 'promotionId'],
  ])('refuses application %j naming %s', async (body, field) => {
    const { envelope } = await t.call('POST', '/wps/relay/MCS2_applyPromotion', { token, body });
    expect(envelope.errorCode).toBe('VALIDATION');
    expect(envelope.message).toContain(field);
  });

  it('applies again after a rejection only when the promotion allows it', async () => {
    const again = await t.value<ApplyPromotionValue>('POST', '/wps/relay/MCS2_applyPromotion', {
      token,
      body: { promotionId: 8, remark: 'A clearer picture' },
    });
    expect(again.state).toBe('APPLYING');
    expect((await promotion(8)).rejectReason).toBeUndefined();
    const refused = await t.call('POST', '/wps/relay/MCS2_applyPromotion', { token, body: { promotionId: 15 } });
    expect(refused.envelope.errorCode).toBe('STATE_CONFLICT');
  });

  it('claims an issued reward into the main wallet once, its promotion with it, and the badge follows', async () => {
    const unread = async () => (await t.value<UnreadCountValue>('GET', '/wps/relay/CSP_unreadCount', { token })).reward;
    const center = await t.value<RewardCenterValue>('GET', '/wps/relay/MCSFE_getRewardCenter?pageSize=20', { token });
    expect(center).toMatchObject({ unclaimedCount: 3, unclaimedAmount: 90.34, totalCount: 9 });
    expect(await unread()).toBe(3);
    expect(new Set(center.list.map((item) => item.state))).toEqual(
      new Set(['ISSUED', 'CLAIMED', 'PROCESSING', 'EXPIRED']),
    );
    const issued = defined(center.list.find((item) => item.promotionId === 3));
    expect(issued.state).toBe('ISSUED');
    const before = await balance();
    const key = newKey();
    const claim = await t.value<ClaimRewardValue>('POST', '/wps/relay/MCS2_claimReward', {
      token,
      idempotencyKey: key,
      body: { rewardId: issued.rewardId },
    });
    expect(claim).toEqual({ rewardId: issued.rewardId, amount: 20, state: 'CLAIMED' });
    const replay = await t.call('POST', '/wps/relay/MCS2_claimReward', {
      token,
      idempotencyKey: key,
      body: { rewardId: issued.rewardId },
    });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    const twice = await t.call('POST', '/wps/relay/MCS2_claimReward', {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: issued.rewardId },
    });
    expect(twice.envelope.errorCode).toBe('ALREADY_CLAIMED');
    expect(await balance()).toBeCloseTo(before + 20, 2);
    expect((await promotion(3)).state).toBe('CLAIMED');
    expect(await unread()).toBe(2);
    const other = await t.call('POST', '/wps/relay/MCS2_claimReward', {
      token: t.tokenOf('demo_agent'),
      idempotencyKey: newKey(),
      body: { rewardId: issued.rewardId },
    });
    expect(other.envelope.errorCode).toBe('NOT_FOUND');
    const expired = defined(center.list.find((item) => item.state === 'EXPIRED'));
    const late = await t.call('POST', '/wps/relay/MCS2_claimReward', {
      token,
      idempotencyKey: newKey(),
      body: { rewardId: expired.rewardId },
    });
    expect(late.envelope.errorCode).toBe('STATE_CONFLICT');
  });

  it('lists rewards by state, and expires issued ones on their last day', async () => {
    const issued = await t.value<RewardCenterValue>('GET', '/wps/relay/MCSFE_getRewardCenter?state=ISSUED', { token });
    expect(issued.list.map((item) => item.state)).toEqual(['ISSUED', 'ISSUED', 'ISSUED']);
    expect(issued.totalCount).toBe(3);
    t.clock.now += 8 * 24 * 60 * 60 * 1000;
    t.platform.runScheduled();
    token = t.tokenOf('demo_member');
    const later = await t.value<RewardCenterValue>('GET', '/wps/relay/MCSFE_getRewardCenter?state=ISSUED', { token });
    expect(later).toMatchObject({ totalCount: 0, unclaimedCount: 0, unclaimedAmount: 0 });
    expect((await promotion(3)).state).toBe('CLOSED');
    expect((await t.call('GET', '/wps/relay/MCSFE_getRewardCenter?state=LOST', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
  });

  it('answers the referral information', async () => {
    const value = await t.value<ReferralInfoValue>('GET', '/wps/relay/MCSFE_getReferralInfo', {
      token: t.tokenOf('demo_agent'),
    });
    expect(value).toMatchObject({
      referralCode: 'DEMOAG',
      referralPath: '/register?referralCode=DEMOAG',
      invitedCount: 5,
    });
    expect((await t.call('GET', '/wps/relay/MCSFE_getReferralInfo')).status).toBe(401);
  });

  it('seeds the journeys their own member with rewards and a red envelope', async () => {
    const e2e = t.tokenOf('e2e_promotions');
    const center = await t.value<RewardCenterValue>('GET', '/wps/relay/MCSFE_getRewardCenter', { token: e2e });
    expect(center).toMatchObject({ unclaimedCount: 3, totalCount: 3 });
    expect((await promotion(19, e2e)).state).toBe('ISSUED');
    expect((await promotion(21, e2e)).state).toBe('JOIN');
  });

  it('answers promotions, their rules and rewards in the language asked for, Spanish by default (issue 16 item 7)', async () => {
    const inLanguage = async (language?: string) => {
      const query = language ? `&language=${language}` : '';
      const [promotions, detail, rewards] = await Promise.all([
        list(query, token),
        t.value<Promotion>('GET', `/wps/relay/MCSFE_getPromotionDetail?promotionId=8${query}`, { token }),
        t.value<RewardCenterValue>('GET', `/wps/relay/MCSFE_getRewardCenter?pageSize=100${query}`, { token }),
      ]);
      return { promotions, detail, rewards: rewards.list };
    };
    const [spanish, english, thai, byDefault, french] = await Promise.all([
      inLanguage('ES'),
      inLanguage('EN'),
      inLanguage('TH'),
      inLanguage(),
      inLanguage('fr'),
    ]);
    expect(byDefault).toEqual(spanish);
    // A language the platform does not ship is answered in English.
    expect(french).toEqual(english);
    // The Language header answers as the parameter does.
    const byHeader = await t.value<Promotion>('GET', '/wps/relay/MCSFE_getPromotionDetail?promotionId=8', {
      token,
      headers: { Language: 'th' },
    });
    expect(byHeader).toEqual(thai.detail);
    const title = (value: typeof spanish, id: number) =>
      value.promotions.find((item) => item.promotionId === id)?.title;
    expect(title(english, 1)).toBe('Welcome Bonus 100%');
    expect(title(spanish, 1)).toBe('Bono de bienvenida del 100%');
    expect(title(thai, 1)).toBe('โบนัสต้อนรับ 100%');
    // The same promotions in each, in the same order: only the words change.
    const ids = (value: typeof spanish) => value.promotions.map((item) => `${item.promotionId}:${item.state}`);
    expect(ids(spanish)).toEqual(ids(english));

    expect(english.detail.content).toContain('Open to registered members aged 18 or over.');
    expect(spanish.detail).toMatchObject({
      title: 'Seguro de combinadas de fútbol',
      content: expect.stringContaining('Para miembros registrados mayores de 18 años.') as string,
      rejectReason: expect.stringContaining('Envía una foto más nítida') as string,
    });
    expect(thai.detail.content).toContain('สำหรับสมาชิกที่ลงทะเบียนแล้วและมีอายุ 18 ปีขึ้นไป');
    expect(thai.detail.rejectReason).toContain('สลิปเดิมพัน');
    // The player's own remark stays as written.
    expect(thai.detail.application?.remark).toBe(english.detail.application?.remark);

    const rewardTitles = (value: typeof spanish) => value.rewards.map((item) => item.title);
    expect(rewardTitles(english)).toEqual(expect.arrayContaining(['Birthday Gift', 'Daily Reload 10%']));
    expect(rewardTitles(spanish)).toEqual(expect.arrayContaining(['Regalo de cumpleaños', 'Recarga diaria del 10%']));
    expect(rewardTitles(thai)).toEqual(expect.arrayContaining(['ของขวัญวันเกิด', 'โบนัสเติมเงินรายวัน 10%']));
  });
});
