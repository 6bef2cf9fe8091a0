import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type FavoriteChangeValue,
  type FavoriteIdsValue,
  type FavoriteListValue,
  type GameListValue,
  type HotGamesValue,
  type LaunchGameValue,
  type NewGameVendorValue,
  productLines,
  type RecentGamesValue,
  type RoomListValue,
  type VassGameTypeValue,
} from '@lobby/contract';
import { createTestPlatform, defined, type TestPlatform } from '../wallet/testing';

const listPath = '/wps/relay/GCSGAME_gameList';
const launchPath = '/wps/game/launchGame';

describe('games domain', () => {
  let t: TestPlatform;
  let token: string;
  beforeAll(() => {
    t = createTestPlatform();
    token = t.tokenOf('demo_member');
  });
  afterAll(() => t.platform.close());

  describe('game list', () => {
    it('has over 5,000 games and pages them with consistent totals', async () => {
      const first = await t.value<GameListValue>('GET', `${listPath}?pageNo=1&pageSize=100`);
      expect(first.totalCount).toBeGreaterThanOrEqual(5000);
      expect(first.totalPages).toBe(Math.ceil(first.totalCount / 100));
      expect(first.games).toHaveLength(100);
      const last = await t.value<GameListValue>('GET', `${listPath}?pageNo=${first.totalPages}&pageSize=100`);
      expect(last.games).toHaveLength(first.totalCount - (first.totalPages - 1) * 100);
      const second = await t.value<GameListValue>('GET', `${listPath}?pageNo=2&pageSize=100`);
      expect(second.games[0]?.nodeId).not.toBe(first.games[0]?.nodeId);
      const beyond = await t.value<GameListValue>('GET', `${listPath}?pageNo=${first.totalPages + 1}&pageSize=100`);
      expect(beyond.games).toEqual([]);
    });

    it('filters by game type, vendor, class and name', async () => {
      const value = await t.value<GameListValue>(
        'GET',
        `${listPath}?gameType=RNG&vassalage=JL&gameClassify=SLOT&pageNo=1&pageSize=24`,
      );
      expect(value.games.length).toBeGreaterThan(0);
      for (const game of value.games)
        expect(game).toMatchObject({ gameType: 'RNG', vassalage: 'JL', gameClassify: 'SLOT' });
      const name = defined(defined(value.games[0]).gameName.split(' ')[1]).toLowerCase();
      const search = await t.value<GameListValue>('GET', `${listPath}?gameName=${name}&pageNo=1&pageSize=200`);
      expect(search.totalCount).toBeGreaterThan(0);
      for (const game of search.games) expect(game.gameName.toLowerCase()).toContain(name);
      const none = await t.value<GameListValue>(
        'GET',
        `${listPath}?gameName=${encodeURIComponent('%_')}&pageNo=1&pageSize=24`,
      );
      expect(none.totalCount).toBe(0);
    });

    it('gives every game the fields of the lobby card', async () => {
      const { games } = await t.value<GameListValue>('GET', `${listPath}?pageNo=1&pageSize=1`);
      expect(games[0]).toEqual({
        nodeId: expect.any(Number) as unknown,
        gameType: 'LIVE',
        vassalage: 'AG',
        gameCode: expect.any(String) as unknown,
        gameName: expect.any(String) as unknown,
        nodeName: expect.any(String) as unknown,
        displayName: 'AG Gaming',
        showIcon: `/wps/assets/game/${defined(games[0]).nodeId}.svg`,
        lagerIcon: `/wps/assets/game/${defined(games[0]).nodeId}.svg`,
        isGame: 'GAME',
        gameClassify: expect.any(String) as unknown,
        freePlay: false,
      });
    });

    it.each(['pageSize=0', 'pageSize=201', 'pageNo=0', 'gameType=CASINO', 'vassalage=%27%3B'])(
      'refuses %s',
      async (query) => {
        const { envelope } = await t.call('GET', `${listPath}?${query}`);
        expect(envelope).toMatchObject({ success: false, errorCode: 'VALIDATION' });
      },
    );
  });

  it('answers the hot games in rank order', async () => {
    const { list } = await t.value<HotGamesValue>('GET', '/wps/relay/GCSGAME_hotGamesV2?limit=10');
    expect(list).toHaveLength(10);
    const rng = await t.value<HotGamesValue>('GET', '/wps/relay/GCSGAME_hotGamesV2?gameType=RNG');
    expect(rng.list.every((game) => game.gameType === 'RNG')).toBe(true);
    expect((await t.call('GET', '/wps/relay/GCSGAME_hotGamesV2?limit=61')).envelope.errorCode).toBe('VALIDATION');
  });

  it('answers the classes by line and vendor, at least 10 in RNG', async () => {
    const { content } = await t.value<VassGameTypeValue>('GET', '/wps/relay/GCSGAME_getVassGameType', { token });
    const jl = content.RNG?.JL ?? [];
    expect(jl.length).toBeGreaterThan(5);
    expect(jl[0]).toMatchObject({ key: 'SLOT', gameCount: expect.any(Number) as unknown, sort: 1 });
    const { data } = await t.value<NewGameVendorValue>('GET', '/wps/relay/GCSGAME_newGameVendor');
    const rngLane = defined(data.lanes.find((lane) => lane.title === 'RNG'));
    expect(rngLane.gameClassify.length).toBeGreaterThanOrEqual(10);
    expect(rngLane.gameClassify.map((item) => item.key)).toEqual(
      expect.arrayContaining(['SC', 'VP', 'JP', 'TG', 'AC']),
    );
  });

  it('answers the vendor lanes in line order, translated', async () => {
    const es = await t.value<NewGameVendorValue>('GET', '/wps/relay/GCSGAME_newGameVendor', {
      headers: { Language: 'ES' },
    });
    const th = await t.value<NewGameVendorValue>('GET', '/wps/relay/GCSGAME_newGameVendor?language=TH');
    expect(es.data.lanes.map((lane) => lane.title)).toEqual(productLines);
    expect(es.data.lanes[1]?.displayName).toBe('Tragamonedas');
    expect(th.data.lanes[1]?.displayName).toBe('สล็อต');
    const codes = es.data.lanes.flatMap((lane) => lane.cards.map((card) => card.vassalage));
    expect(codes).toEqual(expect.arrayContaining(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'IMES', 'SV3']));
    const card = defined(defined(es.data.lanes[0]).cards[0]);
    expect(card).toMatchObject({
      vassalage: 'AG',
      smallIcon: '/wps/assets/vendor/AG.svg',
      gameCount: expect.any(Number) as unknown,
    });
  });

  describe('favourites', () => {
    it('adds once, lists, and removes', async () => {
      const fresh = t.tokenOf('demo_expired');
      const add = () =>
        t.value<FavoriteChangeValue>('POST', '/wps/relay/MCSFE_addFavoriteGameV2', {
          token: fresh,
          body: { nodeId: 10050 },
        });
      expect((await add()).changed).toBe(true);
      const second = await add();
      expect(second.changed).toBe(false);
      expect(second.nodeIds).toEqual([10050]);
      const ids = await t.value<FavoriteIdsValue>('GET', '/wps/relay/MCSFE_getFavoriteGames', { token: fresh });
      expect(ids.nodeIds).toEqual([10050]);
      const list = await t.value<FavoriteListValue>(
        'GET',
        '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=1&pageSize=999',
        { token: fresh },
      );
      expect(list).toMatchObject({ pageNum: 1, totalPages: 1, totalCount: 1 });
      expect(list.games[0]?.nodeId).toBe(10050);
      const removed = await t.value<FavoriteChangeValue>('DELETE', '/wps/relay/MCSFE_removeFavoriteGameV2', {
        token: fresh,
        body: { nodeId: 10050 },
      });
      expect(removed).toMatchObject({ changed: true, nodeIds: [] });
    });

    it('pages the seeded favourites and filters by game type', async () => {
      const page = await t.value<FavoriteListValue>(
        'GET',
        '/wps/relay/MCSFE_getFavoriteGamesList?pageNo=2&pageSize=3',
        { token },
      );
      expect(page).toMatchObject({ pageNum: 2, totalCount: 8, totalPages: 3 });
      expect(page.games).toHaveLength(3);
      const live = await t.value<FavoriteListValue>('GET', '/wps/relay/MCSFE_getFavoriteGamesList?gameType=COCKFIGHT', {
        token,
      });
      expect(live.totalCount).toBe(0);
    });

    it('refuses bad input, unknown games and guests', async () => {
      const bad = await t.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: 'x' } });
      expect(bad.envelope.errorCode).toBe('VALIDATION');
      const unknown = await t.call('POST', '/wps/relay/MCSFE_addFavoriteGameV2', { token, body: { nodeId: 1 } });
      expect(unknown.envelope.errorCode).toBe('NOT_FOUND');
      expect((await t.call('GET', '/wps/relay/MCSFE_getFavoriteGames')).status).toBe(401);
    });
  });

  describe('launch', () => {
    it('launches free play for guests, with no session', async () => {
      const { games } = await t.value<GameListValue>('GET', `${listPath}?gameType=RNG&pageNo=1&pageSize=50`);
      const free = defined(games.find((game) => game.freePlay));
      const value = await t.value<LaunchGameValue>('POST', launchPath, {
        body: { nodeId: free.nodeId, vassalage: free.vassalage, accountType: 0 },
      });
      expect(value.content.game_url).toMatch(/^\/wps\/demo-game\?nodeId=\d+&lang=ES$/);
      const fb = await t.value<LaunchGameValue>('GET', `/wps/relay/GCS_gameLaunchFB?nodeId=${free.nodeId}&language=EN`);
      expect(fb.content.game_url).toContain('lang=EN');
      const paid = defined(games.find((game) => !game.freePlay));
      const refused = await t.call('POST', launchPath, { body: { nodeId: paid.nodeId, accountType: 0 } });
      expect(refused.envelope.errorCode).toBe('VALIDATION');
    });

    it('needs a registered member for real money', async () => {
      expect((await t.call('POST', launchPath, { body: { nodeId: 10001, accountType: 1 } })).status).toBe(401);
      const trial = await t.call('POST', launchPath, {
        token: t.tokenOf('demo_trial'),
        body: { nodeId: 10001, accountType: 1 },
      });
      expect(trial.envelope.errorCode).toBe('TRIAL_FORBIDDEN');
      for (const body of [
        { nodeId: 10001 },
        { accountType: 1 },
        { nodeId: 10001, vassalage: 'PG', accountType: 1 },
        { nodeId: 10001, accountType: 2 },
      ]) {
        expect((await t.call('POST', launchPath, { token, body })).envelope.errorCode).toBe('VALIDATION');
      }
      expect(
        (await t.call('POST', launchPath, { token, body: { nodeId: 99, accountType: 1 } })).envelope.errorCode,
      ).toBe('NOT_FOUND');
    });

    it('refuses a second game while one is open, until it closes or goes quiet', async () => {
      const player = t.tokenOf('demo_default');
      const first = await t.value<LaunchGameValue>('POST', launchPath, {
        token: player,
        body: { nodeId: 10001, accountType: 1 },
      });
      expect(first.content.sessionId).toBeTruthy();
      expect(first.content.game_url).toContain(`session=${first.content.sessionId}`);
      t.clock.now += 1000;
      const again = await t.call('POST', launchPath, { token: player, body: { nodeId: 10001, accountType: 1 } });
      expect(again.envelope.success).toBe(true);
      const second = await t.call('POST', launchPath, { token: player, body: { nodeId: 10002, accountType: 1 } });
      expect(second.envelope.errorCode).toBe('PREVIOUS_GAME_OPEN');
      // The demo page closes its session through /wps/demo-game/close.
      const session = defined((again.envelope.value as LaunchGameValue).content.sessionId);
      await t.platform.request(`/wps/demo-game/close?session=${session}`, { method: 'POST' });
      t.clock.now += 1000;
      expect(
        (await t.call('POST', launchPath, { token: player, body: { nodeId: 10002, accountType: 1 } })).envelope.success,
      ).toBe(true);
      t.clock.now += 61_000;
      expect(
        (await t.call('POST', launchPath, { token: player, body: { nodeId: 10003, accountType: 1 } })).envelope.success,
      ).toBe(true);
      await t.value('DELETE', launchPath, { token: player });
      t.clock.now += 1000;
      expect(
        (await t.call('POST', launchPath, { token: player, body: { nodeId: 10004, accountType: 1 } })).envelope.success,
      ).toBe(true);
      const recent = await t.value<RecentGamesValue>('GET', '/wps/relay/GCS_recentGame', { token: player });
      expect(recent.games.map((game) => game.nodeId).slice(0, 4)).toEqual([10004, 10003, 10002, 10001]);
      await t.value('DELETE', launchPath, { token: player });
    });

    it('launches a lottery game by its code', async () => {
      const value = await t.value<LaunchGameValue>('POST', launchPath, {
        token: t.tokenOf('demo_subagent'),
        body: { vassalage: 'TCG', gameCode: 'SSC_SPEED_SSC', accountType: 1, view: 'lobby' },
      });
      expect(value.content.game_url).toContain('/wps/demo-game?nodeId=');
    });
  });

  it('answers the seeded recent games newest first', async () => {
    const { games } = await t.value<RecentGamesValue>('GET', '/wps/relay/GCS_recentGame', { token });
    expect(games.length).toBeGreaterThanOrEqual(6);
    const times = games.map((game) => Date.parse(game.lastPlayed));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('answers the card rooms of a vendor', async () => {
    const { rooms } = await t.value<RoomListValue>('GET', '/wps/relay/GLS2_roomList?vassalage=KY', { token });
    expect(rooms.length).toBeGreaterThan(0);
    for (const room of rooms) {
      expect(room.vassalage).toBe('KY');
      expect(room.players).toBeLessThanOrEqual(room.capacity);
    }
    expect((await t.call('GET', '/wps/relay/GLS2_roomList?vassalage=K%20Y', { token })).envelope.errorCode).toBe(
      'VALIDATION',
    );
  });

  it("names the rooms in the player's language and lets a player into a room with a free seat only", async () => {
    const roomsIn = async (language: string) =>
      (
        await t.value<RoomListValue>('GET', '/wps/relay/GLS2_roomList?vassalage=KY', {
          token,
          headers: { Language: language },
        })
      ).rooms;
    const english = await roomsIn('EN');
    expect(english.slice(0, 4).map((room) => room.roomName.split(' · ')[1])).toEqual([
      'Beginner',
      'Regular',
      'High Roller',
      'VIP',
    ]);
    expect((await roomsIn('ES')).slice(0, 4).map((room) => room.roomName.split(' · ')[1])).toEqual([
      'Principiantes',
      'Habitual',
      'Apuestas altas',
      'VIP',
    ]);
    const { games } = await t.value<GameListValue>('GET', `${listPath}?gameType=PVP&vassalage=KY&pageNo=1&pageSize=50`);
    const nodeOf = (gameCode: string) => defined(games.find((game) => game.gameCode === gameCode)).nodeId;
    const enter = (room: { gameCode: string; roomId: string }, player = t.tokenOf('demo_agent')) =>
      t.call('POST', launchPath, {
        token: player,
        body: { nodeId: nodeOf(room.gameCode), vassalage: 'KY', accountType: 1, roomId: room.roomId },
      });
    const open = defined(english.find((room) => room.players < room.capacity));
    expect((await enter(open)).envelope.success).toBe(true);
    await t.value('DELETE', launchPath, { token: t.tokenOf('demo_agent') });
    // 80 rooms of KY's first 20 games: some are full in any minute (about one in seven).
    const full = defined(english.find((room) => room.players >= room.capacity));
    expect((await enter(full)).envelope.errorCode).toBe('ROOM_FULL');
    // Another game's room, or none of the kind.
    const other = defined(english.find((room) => room.gameCode !== open.gameCode));
    expect((await enter({ gameCode: open.gameCode, roomId: other.roomId })).envelope.errorCode).toBe('VALIDATION');
    expect((await enter({ gameCode: open.gameCode, roomId: 'lobby' })).envelope.errorCode).toBe('VALIDATION');
  });

  describe('images and the demo page', () => {
    it('serves generated SVGs with cache headers and ETags', async () => {
      for (const path of ['/wps/assets/game/10001.svg', '/wps/assets/vendor/PG.svg']) {
        const response = await t.platform.request(path);
        expect(response.status).toBe(200);
        expect(response.headers.get('content-type')).toContain('image/svg+xml');
        expect(response.headers.get('cache-control')).toContain('max-age=604800');
        expect(await response.text()).toMatch(/^<svg /);
        const etag = defined(response.headers.get('etag'));
        expect((await t.platform.request(path, { headers: { 'If-None-Match': etag } })).status).toBe(304);
      }
      expect((await t.platform.request('/wps/assets/game/1.svg')).status).toBe(404);
      expect((await t.platform.request('/wps/assets/game/abc.png')).status).toBe(404);
    });

    it('serves the demo game page under a strict CSP without inline script', async () => {
      const response = await t.platform.request('/wps/demo-game?nodeId=10001&lang=EN');
      const csp = defined(response.headers.get('content-security-policy'));
      expect(csp).toContain("script-src 'self'");
      expect(csp).not.toContain('unsafe-inline');
      const html = await response.text();
      expect(html).toContain('<script src="/wps/demo-game/demo.js" defer></script>');
      expect(html).not.toMatch(/<script>|<style>| on[a-z]+="/);
      expect((await t.platform.request('/wps/demo-game/demo.js')).headers.get('content-type')).toContain('javascript');
      expect((await t.platform.request('/wps/demo-game?nodeId=1')).status).toBe(404);
    });
  });
});
