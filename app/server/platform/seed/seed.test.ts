import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { GameListValue } from '@lobby/contract';
import { createTestPlatform } from '../domains/wallet/testing';
import { catalogueChecksum, generateCatalogue } from './catalogue';
import { createRng } from './random';
import { lotteryGameByCode } from './lottery';
import { gameIconSvg, iconBudget, posterSvg, vendorMarkSvg } from './svg';

/** The digest of a sample of the seeded pictures (issue 18: the same subject draws the same picture). */
const pinnedDigest = 'ac0fabb24c2968741a4eb137c02a65f5b509024908129378cd3d307fcab6bd7e';

describe('seed', () => {
  it('generates the same catalogue for the same seed, and another for another seed', () => {
    const first = generateCatalogue(20260501);
    const second = generateCatalogue(20260501);
    expect(catalogueChecksum(first)).toBe(catalogueChecksum(second));
    expect(first.games.slice(0, 20)).toEqual(second.games.slice(0, 20));
    expect(catalogueChecksum(generateCatalogue(7))).not.toBe(catalogueChecksum(first));
  });

  it('covers every product line with the vendors the site names', () => {
    const { vendors, games } = generateCatalogue(20260501);
    expect(games.length).toBeGreaterThanOrEqual(5000);
    expect(new Set(games.map((game) => game.gameType))).toEqual(
      new Set(['LIVE', 'RNG', 'FISH', 'SPORTS', 'ESPORTS', 'PVP', 'LOTT', 'ELOTT', 'COCKFIGHT', 'EXCLUSIVE']),
    );
    const codes = vendors.map((vendor) => vendor.code);
    expect(codes).toEqual(
      expect.arrayContaining(['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS', 'IMES', 'SV3', 'AG', 'BBIN', 'MG']),
    );
    expect(
      new Set(games.filter((game) => game.gameType === 'RNG').map((game) => game.gameClassify)).size,
    ).toBeGreaterThanOrEqual(10);
    expect(new Set(games.map((game) => game.nodeId)).size).toBe(games.length);
    expect(games.filter((game) => game.hotRank > 0)).toHaveLength(60);
  });

  it('adds slot collections flagged VASSALAGE after every other game, leaving the others as they were', () => {
    const { games } = generateCatalogue(20260501);
    const collections = games.filter((game) => game.isGame === 'VASSALAGE' && game.gameType === 'RNG');
    expect(collections.map((game) => [game.vassalage, game.gameName])).toEqual([
      ['PG', 'PG Soft'],
      ['CQ9', 'CQ9 Gaming'],
    ]);
    expect(games.slice(-2)).toEqual(collections);
    for (const collection of collections) {
      const vendorSlots = games.filter((game) => game.vassalage === collection.vassalage && game.gameType === 'RNG');
      expect(Math.max(...vendorSlots.map((game) => game.sort))).toBe(collection.sort);
      expect(collection.hotRank).toBe(0);
    }
  });

  it('draws the same random streams for the same seed and salt', () => {
    const draw = (salt: string) => {
      const rng = createRng(42, salt);
      return Array.from({ length: 5 }, () => rng.next());
    };
    expect(draw('a')).toEqual(draw('a'));
    expect(draw('a')).not.toEqual(draw('b'));
    const rng = createRng(1, 'x');
    for (let index = 0; index < 200; index += 1) {
      const value = rng.int(3, 7);
      expect(value).toBeGreaterThanOrEqual(3);
      expect(value).toBeLessThanOrEqual(7);
    }
  });

  it('makes deterministic, escaped SVG images', () => {
    const game = { nodeId: 1, gameName: 'Tom & <Jerry>', vassalage: 'PG' };
    expect(gameIconSvg(game)).toBe(gameIconSvg(game));
    expect(gameIconSvg(game)).not.toContain('<Jerry>');
    expect(vendorMarkSvg({ code: 'TCG_SEA', name: 'SEA' })).toContain('TCG SEA');
    expect(posterSvg('a', 'Title', { width: 100, height: 50 })).toMatch(/^<svg [^>]*width="100"/);
  });

  // Issue 18: every seeded game and vendor has a picture of its own, the same forever (the digest
  // below changes only with a deliberate change of the drawings: update it then), within budget.
  it('draws each game and vendor its own picture, the same every time, within the size budgets', () => {
    const { vendors, games } = generateCatalogue(20260501);
    const icons = games.map((game) => gameIconSvg(game));
    expect(new Set(icons).size).toBe(games.length);
    const bytes = icons.map((svg) => Buffer.byteLength(svg));
    expect(Math.max(...bytes)).toBeLessThanOrEqual(iconBudget);
    const marks = vendors.map((vendor) => vendorMarkSvg(vendor));
    expect(new Set(marks).size).toBe(vendors.length);
    expect(Math.max(...marks.map((svg) => Buffer.byteLength(svg)))).toBeLessThanOrEqual(2048);
    // Drawn again from scratch, each picture is the same.
    for (const index of [0, 1, 777, 2500, games.length - 1]) {
      const game = games[index];
      if (game) expect(gameIconSvg({ ...game })).toBe(icons[index]);
    }
    const sample = [...icons.filter((_, index) => index % 250 === 0), ...marks].join('\n');
    expect(createHash('sha256').update(sample).digest('hex')).toBe(pinnedDigest);
  });

  it('draws every seeded poster (banners, promotions, news, rewards, lotteries) within 8 kB', async () => {
    const t = createTestPlatform();
    const posters: string[] = [];
    const drawAll = async (kind: string, ids: readonly (string | number)[]) => {
      for (const id of ids) {
        const response = await t.platform.request(`/wps/assets/${kind}/${id}.svg`);
        if (response.status === 404) break;
        expect(response.status).toBe(200);
        posters.push(await response.text());
      }
    };
    const upTo = (count: number) => Array.from({ length: count }, (_, index) => index + 1);
    await drawAll('banner', upTo(40));
    await drawAll('promo', upTo(60));
    await drawAll('article', upTo(60));
    await drawAll('reward', upTo(40));
    await drawAll('lottery', [...lotteryGameByCode.keys()]);
    expect(posters.length).toBeGreaterThan(90);
    expect(Math.max(...posters.map((svg) => Buffer.byteLength(svg)))).toBeLessThanOrEqual(8192);
    t.platform.close();
  });

  it('starts the whole platform in under 3 s and seeds it the same way twice', async () => {
    const started = performance.now();
    const one = createTestPlatform({ passwordCost: 16384 });
    const elapsed = performance.now() - started;
    const two = createTestPlatform();
    expect(elapsed).toBeLessThan(3000);
    const page = '/wps/relay/GCSGAME_gameList?gameType=RNG&pageNo=7&pageSize=24';
    expect(await one.value<GameListValue>('GET', page)).toEqual(await two.value<GameListValue>('GET', page));
    const winners = '/wps/relay/ODSFE2_getWinnerBoard';
    expect(await one.value('GET', winners)).toEqual(await two.value('GET', winners));
    one.platform.close();
    two.platform.close();
  });
});
