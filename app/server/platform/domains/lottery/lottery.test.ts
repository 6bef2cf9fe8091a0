import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  LotteryMenusValue,
  MissionLeaderboardValue,
  MissionSummaryValue,
  OpenedNumbersValue,
  VnGameMenuValue,
  VnRecentValue,
} from '@lobby/contract';
import { createTestPlatform, defined, type TestPlatform } from '../wallet/testing';

describe('lottery domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterAll(() => t.platform.close());

  it('answers the menus of the five families and of Vietnam lotto', async () => {
    const menus = await t.value<LotteryMenusValue>('GET', '/lgw/games/game_menus');
    expect(menus.groups.map((group) => group.groupCode)).toEqual(['11X5', 'LF', 'LHC', 'PK10', 'SSC']);
    expect(menus.groups[0]?.games[0]).toMatchObject({
      vassalage: 'TCG',
      prizeMode: 'LOTT',
      iconUrl: expect.stringMatching(/\.svg$/) as unknown,
    });
    const vn = await t.value<VnGameMenuValue>('GET', '/lgw/vn/games/game_menu?prizeMode=ELOTT&device=WEB');
    expect(vn.groups.map((group) => group.groupCode)).toEqual(['NORTH', 'CENTRAL', 'SOUTH', 'FAST']);
    expect((await t.call('GET', '/lgw/vn/games/game_menu?prizeMode=XX')).envelope.errorCode).toBe('VALIDATION');
    expect((await t.platform.request(defined(defined(menus.groups[0]).games[0]).iconUrl)).status).toBe(200);
  });

  it('answers recent lotto games, newest first, to members only', async () => {
    const { games } = await t.value<VnRecentValue>('GET', '/lgw/vn/games/game_menu/recent', { token });
    expect(games.map((game) => game.gameCode)).toEqual(['VN_HA_NOI', 'VN_HO_CHI_MINH', 'VN_VN_SPEED_1_MIN']);
    expect((await t.call('GET', '/lgw/vn/games/game_menu/recent')).status).toBe(401);
  });

  it('answers drawn numbers that follow the family rules and never change', async () => {
    const pk10 = await t.value<OpenedNumbersValue>(
      'GET',
      '/lgw/games/opened/numero?gameCode=PK10_SPEED_RACING&limit=5',
      { token },
    );
    expect(pk10.draws).toHaveLength(5);
    for (const draw of pk10.draws)
      expect([...draw.numbers].sort()).toEqual(['01', '02', '03', '04', '05', '06', '07', '08', '09', '10']);
    const again = await t.value<OpenedNumbersValue>(
      'GET',
      '/lotto/lgw/games/opened/numero?gameCode=PK10_SPEED_RACING&limit=5',
      { token },
    );
    expect(again).toEqual(pk10);
    const ssc = await t.value<OpenedNumbersValue>('GET', '/lgw/vn/numeros/opened/game?gameCode=SSC_SPEED_SSC', {
      token,
    });
    expect(ssc.draws).toHaveLength(10);
    expect(defined(ssc.draws[0]).numbers.every((number) => /^\d$/.test(number))).toBe(true);
    expect(Date.parse(defined(ssc.draws[0]).openTime) - Date.parse(defined(ssc.draws[1]).openTime)).toBe(60_000);
    expect((await t.call('GET', '/lgw/games/opened/numero?gameCode=NOPE', { token })).envelope.errorCode).toBe(
      'NOT_FOUND',
    );
    expect((await t.call('GET', '/lgw/games/opened/numero', { token })).envelope.errorCode).toBe('VALIDATION');
    expect(
      (await t.call('GET', '/lgw/games/opened/numero?gameCode=SSC_SPEED_SSC&limit=51', { token })).envelope.errorCode,
    ).toBe('VALIDATION');
  });

  it('answers the missions with every state and the leaderboard', async () => {
    const summary = await t.value<MissionSummaryValue>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token });
    expect(new Set(summary.missions.map((mission) => mission.state))).toEqual(
      new Set(['CLAIMED', 'COMPLETED', 'IN_PROGRESS']),
    );
    expect(summary.unclaimedCount).toBe(2);
    const board = await t.value<MissionLeaderboardValue>('GET', '/wps/relay/MCSFE_getMissionLeaderboard?limit=10', {
      token,
    });
    expect(board.list).toHaveLength(10);
    expect(board.list.map((entry) => entry.rank)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10]);
    expect(board.me).toMatchObject({ customerName: 'de****r', score: expect.any(Number) as unknown });
    const stranger = await t.value<MissionLeaderboardValue>('GET', '/wps/relay/MCSFE_getMissionLeaderboard', {
      token: t.tokenOf('demo_agent'),
    });
    expect(stranger.me).toBeNull();
    expect((await t.call('GET', '/wps/relay/MCSFE_getMissionLeaderboard?limit=0', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
  });

  it('answers the missions in the language asked for, Spanish by default, English for another (issue 16 item 7)', async () => {
    const missions = async (headers?: Record<string, string>) =>
      (await t.value<MissionSummaryValue>('GET', '/wps/relay/MCSFE_getMissionSummaryDetails', { token, headers }))
        .missions;
    const [spanish, english, thai, byDefault, french] = await Promise.all([
      missions({ Language: 'es' }),
      missions({ Language: 'en' }),
      missions({ Language: 'th' }),
      missions(),
      missions({ Language: 'fr' }),
    ]);
    expect(byDefault).toEqual(spanish);
    expect(french).toEqual(english);
    const live = (list: typeof spanish) => list.find((mission) => mission.missionId === 3);
    expect(live(english)?.title).toBe('Bet 100 on live casino');
    expect(live(spanish)?.title).toBe('Apuesta 100 en el casino en vivo');
    expect(live(thai)?.title).toBe('เดิมพันคาสิโนสดครบ 100');
    // The same missions, progress and states in each: only the words change.
    const untitled = (list: typeof spanish) => list.map((mission) => ({ ...mission, title: '' }));
    expect(untitled(spanish)).toEqual(untitled(english));
    expect(untitled(thai)).toEqual(untitled(english));
    thai.forEach((mission, index) => {
      expect(mission.title).toMatch(/[\u0E00-\u0E7F]/);
      expect(spanish[index]?.title).not.toBe(english[index]?.title);
    });
  });
});
