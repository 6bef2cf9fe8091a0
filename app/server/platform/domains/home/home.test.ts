import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AnnouncementsValue,
  BalanceValue,
  ClaimRaffleValue,
  UnreadCountValue,
  WinnerBoardValue,
} from '@lobby/contract';
import { createTestPlatform, defined, newKey, type TestPlatform } from '../wallet/testing';

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('home domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterAll(() => t.platform.close());

  it('answers banners of every group and announcements of every type and execution', async () => {
    const value = await t.value<AnnouncementsValue>(
      'GET',
      '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H&platform=W',
    );
    expect(new Set(value.banners.map((banner) => banner.groupName))).toEqual(
      new Set(['w_login', 'w_register', 'w_forget', 'w_home', 'w_leftmenu']),
    );
    expect(value.banners[0]).toMatchObject({
      bannerId: 1,
      url: '/wps/assets/banner/1.svg',
      linkageType: 3,
      target: '1',
    });
    expect(new Set(value.popup.map((item) => item.execution))).toEqual(new Set(['A', 'B', 'F']));
    expect(value.player.length).toBeGreaterThan(9);
    expect(new Set(value.player.map((item) => item.type))).toEqual(new Set(['B', 'PL']));
    expect(value.promotion.every((item) => item.type === 'PR' && item.promotionType)).toBe(true);
    expect(value.marquee.every((item) => item.type === 'H')).toBe(true);
    const onlyPopups = await t.value<AnnouncementsValue>('GET', '/wps/relay/MCSFE_getListAnnouncements?types=PU');
    expect(onlyPopups.player).toEqual([]);
    expect(onlyPopups.popup).toHaveLength(3);
    expect((await t.call('GET', '/wps/relay/MCSFE_getListAnnouncements?types=X')).envelope.errorCode).toBe(
      'VALIDATION',
    );
  });

  it('answers banners and announcements in the language asked for, Spanish by default (issue 16 item 7)', async () => {
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=PU,H';
    const inLanguage = (language?: string) =>
      t.value<AnnouncementsValue>('GET', language ? `${path}&language=${language}` : path);
    const [spanish, english, thai, byDefault] = await Promise.all([
      inLanguage('ES'),
      inLanguage('EN'),
      inLanguage('TH'),
      inLanguage(),
    ]);
    expect(english.banners[0]?.title).toBe('Welcome Bonus 100%');
    expect(spanish.banners[0]?.title).toBe('Bono de bienvenida del 100%');
    expect(thai.banners[0]?.title).toBe('โบนัสต้อนรับ 100%');
    expect(byDefault).toEqual(spanish);
    const welcome = (value: AnnouncementsValue) => value.popup.find((item) => item.id === 1);
    expect(welcome(spanish)).toMatchObject({ title: 'Te damos la bienvenida' });
    expect(welcome(spanish)?.content).toContain('atención al cliente');
    expect(welcome(thai)?.content).toContain('ฝ่ายบริการลูกค้า');
    expect(welcome(english)?.content).toContain('<p>Welcome to the lobby.</p>');
    // A notice that is a sentence keeps its one full stop.
    expect(english.marquee.map((item) => item.content).join('')).not.toContain('..');
    // The same items in each: only the words change.
    expect(spanish.marquee.map((item) => item.id)).toEqual(english.marquee.map((item) => item.id));
    expect(spanish.marquee.map((item) => item.title)).toEqual([
      'Los depósitos por transferencia bancaria se acreditan en 5 minutos.',
      'Juegos nuevos cada semana de más de 30 proveedores.',
      'Atención al cliente abierta 24/7.',
    ]);
    expect(thai.marquee[2]?.title).toBe('ฝ่ายบริการลูกค้าเปิดตลอด 24 ชั่วโมงทุกวัน');
  });

  it('answers by the Language header as by the parameter, and another language in English (issue 16 item 7)', async () => {
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=B,PL,PU,PR,H';
    const byHeader = (language: string) =>
      t.value<AnnouncementsValue>('GET', path, { headers: { Language: language } });
    const [thai, spanish, english, french, german] = await Promise.all([
      byHeader('th-TH'),
      byHeader('es'),
      t.value<AnnouncementsValue>('GET', `${path}&language=EN`),
      byHeader('fr'),
      byHeader('de-DE'),
    ]);
    expect(thai.banners[1]?.title).toBe('เงินคืนคาสิโนสด');
    expect(thai.marquee[0]?.title).toBe('ฝากเงินผ่านการโอนธนาคารเข้าบัญชีภายใน 5 นาที');
    expect(spanish.banners[1]?.title).toBe('Reembolso en casino en vivo');
    expect(spanish.player[0]?.title).toBe('Mantenimiento programado el domingo');
    expect(french).toEqual(english);
    expect(german).toEqual(english);
    expect(english.marquee[2]?.title).toBe('Customer service is open 24/7.');
  });

  it('answers the winner board with the games as their vendors name them, in every language (issue 16 item 7)', async () => {
    const board = (language: string) =>
      t.value<WinnerBoardValue>('GET', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&limitNum=20', {
        headers: { Language: language },
      });
    const [spanish, english, thai, french] = await Promise.all([board('es'), board('en'), board('th'), board('fr')]);
    expect(spanish.list).toHaveLength(20);
    // Proper names: the same in every language; the board's own words are the site's (i18n).
    expect(thai).toEqual(spanish);
    expect(english).toEqual(spanish);
    expect(french).toEqual(spanish);
    expect(spanish.list.map((winner) => winner.gameName)).toContain('Imperial Riches Link');
  });

  it('answers each banner slot its banners in each language, pictures sized for the slot (issue 16 item 6)', async () => {
    const path = '/wps/relay/MCSFE_getListAnnouncements?types=H';
    const inLanguage = (language: string) => t.value<AnnouncementsValue>('GET', `${path}&language=${language}`);
    const [spanish, english, thai] = await Promise.all([inLanguage('ES'), inLanguage('EN'), inLanguage('TH')]);
    const expected = {
      w_login: ['Entra y juega', 'Premios por entrar cada día'],
      w_register: ['Regístrate en un minuto', 'Bono de bienvenida al registrarte'],
      w_forget: ['Vuelve en un momento', 'Centro de ayuda 24/7'],
      w_leftmenu: ['Invita a tus amigos', 'Tienda de puntos', 'Reembolso semanal'],
    } as const;
    const titles = (value: AnnouncementsValue, group: string) =>
      value.banners.filter((banner) => banner.groupName === group).map((banner) => banner.title);
    for (const [group, names] of Object.entries(expected)) {
      expect(titles(spanish, group)).toEqual(names);
      const ids = (value: AnnouncementsValue) =>
        value.banners.filter((banner) => banner.groupName === group).map((banner) => banner.bannerId);
      expect(ids(english)).toEqual(ids(spanish));
      expect(ids(thai)).toEqual(ids(spanish));
      // Each language its own words (none left in English for Spanish and Thai).
      const [inEnglish, inThai] = [titles(english, group), titles(thai, group)];
      inEnglish.forEach((title, index) => {
        expect(title).not.toBe(names[index]);
        expect(inThai[index]).not.toBe(title);
        expect(inThai[index]).toMatch(/[\u0E00-\u0E7F]/);
      });
    }
    expect(titles(english, 'w_forget')).toEqual(['Back in no time', 'Help Centre 24/7']);
    // The pictures: a strip for a popup, a small card for the side menu, the home's wide banner.
    const size = async (group: string) => {
      const banner = spanish.banners.find((item) => item.groupName === group);
      const svg = await (await t.platform.fetch(new Request(`http://platform.test${defined(banner).url}`))).text();
      return /viewBox="0 0 (\d+) (\d+)"/.exec(svg)?.slice(1).map(Number);
    };
    expect(await size('w_home')).toEqual([1200, 400]);
    expect(await size('w_login')).toEqual([900, 300]);
    expect(await size('w_leftmenu')).toEqual([480, 240]);
  });

  it('answers at most 20 winners sorted by amount, descending', async () => {
    const { list } = await t.value<WinnerBoardValue>(
      'GET',
      '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=ALL&language=EN&limitNum=20',
    );
    expect(list).toHaveLength(20);
    const amounts = list.map((item) => item.winAmount);
    expect([...amounts].sort((a, b) => b - a)).toEqual(amounts);
    expect(list[0]).toMatchObject({
      customerName: expect.stringMatching(/\*{4}/) as unknown,
      nodeId: expect.any(Number) as unknown,
      vassalage: expect.any(String) as unknown,
    });
    const live = await t.value<WinnerBoardValue>('GET', '/wps/relay/ODSFE2_getWinnerBoard?gameCategory=LIVE');
    expect(live.list.every((item) => item.gameType === 'LIVE')).toBe(true);
    expect((await t.call('GET', '/wps/relay/ODSFE2_getWinnerBoard?limitNum=21')).envelope.errorCode).toBe('VALIDATION');
  });

  it('counts unread messages, completed missions and issued rewards', async () => {
    const value = await t.value<UnreadCountValue>('GET', '/wps/relay/CSP_unreadCount', { token });
    expect(value).toEqual({ total: 9 + 2 + 3, message: 9, mission: 2, reward: 3 });
    expect((await t.call('GET', '/wps/relay/CSP_unreadCount')).status).toBe(401);
  });

  it('takes feedback within the word bounds, from guests too', async () => {
    const value = await t.value<{ feedbackId: number }>('PUT', '/wps/feedback', {
      body: { category: 'SUGGESTION', content: words(5) },
    });
    expect(value.feedbackId).toBeGreaterThan(0);
    for (const content of [words(4), words(301)]) {
      const { envelope } = await t.call('PUT', '/wps/feedback', { token, body: { category: 'BUG', content } });
      expect(envelope.errorCode).toBe('VALIDATION');
      expect(envelope.message).toContain('between 5 and 300 words');
    }
    expect(
      (await t.call('PUT', '/wps/feedback', { body: { category: 'RANT', content: words(10) } })).envelope.errorCode,
    ).toBe('VALIDATION');
  });

  it('claims an issued raffle once, crediting the main wallet with its fixed prize', async () => {
    const before = defined(
      (await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance[0],
    ).availBalance;
    const key = newKey();
    const claim = await t.value<ClaimRaffleValue>('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token,
      idempotencyKey: key,
      body: { promotionId: 11 },
    });
    expect(claim).toMatchObject({ promotionId: 11, state: 'CLAIMED' });
    // Lotto Lucky Draw: prizes from 6.00 to 66.00, the same for a player on every run of a seed.
    expect(claim.prizeAmount).toBeGreaterThanOrEqual(6);
    expect(claim.prizeAmount).toBeLessThanOrEqual(66);
    const replay = await t.call<ClaimRaffleValue>('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token,
      idempotencyKey: key,
      body: { promotionId: 11 },
    });
    expect(replay.headers.get('Idempotent-Replayed')).toBe('true');
    expect(replay.envelope.value?.prizeAmount).toBe(claim.prizeAmount);
    const again = await t.call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token,
      idempotencyKey: newKey(),
      body: { promotionId: 11 },
    });
    expect(again.envelope).toMatchObject({
      errorCode: 'ALREADY_CLAIMED',
      value: { promotionId: 11, prizeAmount: claim.prizeAmount },
    });
    const notRaffle = await t.call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token,
      idempotencyKey: newKey(),
      body: { promotionId: 3 },
    });
    expect(notRaffle.envelope.errorCode).toBe('VALIDATION');
    const notYours = await t.call('POST', '/wps/relay/MCS2_claimRafflePromotion', {
      token,
      idempotencyKey: newKey(),
      body: { promotionId: 20 },
    });
    expect(notYours.envelope.errorCode).toBe('STATE_CONFLICT');
    const after = defined(
      (await t.value<BalanceValue>('GET', '/wps/v2/wallets/balance', { token })).balance[0],
    ).availBalance;
    expect(after).toBeCloseTo(before + claim.prizeAmount, 2);
  });
});
