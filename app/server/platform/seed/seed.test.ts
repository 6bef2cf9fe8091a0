import { describe, expect, it } from 'vitest';
import type { GameListValue } from '@lobby/contract';
import { createTestPlatform } from '../domains/wallet/testing';
import { catalogueChecksum, generateCatalogue } from './catalogue';
import { createRng } from './random';
import { flagSvg, gameIconSvg, posterSvg, vendorMarkSvg } from './svg';

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
    expect(flagSvg('th')).toContain('>TH<');
    expect(posterSvg('a', 'Title', { width: 100, height: 50 })).toMatch(/^<svg [^>]*width="100"/);
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
