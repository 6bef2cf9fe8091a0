import { describe, expect, it } from 'vitest';
import type { GameClassifyEntry, ProductLine, VendorLane } from '@lobby/contract';
import { classifyOptions, filterOfClassify } from './classifies';

const classes = (keys: string[]): GameClassifyEntry[] =>
  keys.map((key, index) => ({ key, displayName: key.toLowerCase(), gameCount: 10, sort: index + 1 }));

const lane = (title: ProductLine, keys: string[]): VendorLane => ({
  title,
  gameCategory: title,
  displayName: title.toLowerCase(),
  cards: [{ vassalage: 'X', displayName: 'X', smallIcon: '', lagerIcon: '', gameCount: 5, isGame: 'GAME' }],
  gameClassify: classes(keys),
});

const rngKeys = ['SLOT', 'MW', 'CL', 'BB', 'JP', 'SC', 'VP', 'TG', 'AC', 'BG', 'CR', 'KN'];
// The server's order is the classes' sort, not their order in the answer.
const rng = { ...lane('RNG', rngKeys), gameClassify: classes(rngKeys).reverse() };
const lanes = [rng, lane('FISH', ['FISH']), lane('EXCLUSIVE', ['SLOT', 'JP'])];
/** The embedded platform's languages: no TY, so no bingo. */
const languages = ['EN', 'ES', 'TH'];

describe('classifyOptions (SPEC.md section 9)', () => {
  it('gives RNG its first 9 classes, then fishing, the exclusive category and the remaining classes', () => {
    const options = classifyOptions({ line: 'RNG', lanes, vendorChosen: false, languages: ['EN', 'ES', 'TY'] });
    expect(options.map((option) => option.key)).toEqual([
      'ALL',
      ...rngKeys.slice(0, 9),
      'FISH',
      'EXCLUSIVE',
      ...rngKeys.slice(9),
    ]);
    expect(options.find((option) => option.key === 'FISH')?.filter).toEqual({ gameType: 'FISH' });
    expect(options.find((option) => option.key === 'EXCLUSIVE')).toMatchObject({
      count: 20,
      filter: { gameType: 'EXCLUSIVE' },
    });
    expect(options[0]?.count).toBe(120);
  });

  it('offers bingo (BG) only where the platform supports TY, its games still counted in "all"', () => {
    const options = classifyOptions({ line: 'RNG', lanes, vendorChosen: false, languages });
    expect(options.map((option) => option.key)).toEqual([
      'ALL',
      ...rngKeys.slice(0, 9),
      'FISH',
      'EXCLUSIVE',
      ...rngKeys.slice(10),
    ]);
    expect(options[0]?.count).toBe(120);
    const vendor = classifyOptions({
      line: 'RNG',
      lanes,
      vendorChosen: true,
      vendorClasses: classes(['SLOT', 'BG']),
      languages,
    });
    expect(vendor.map((option) => option.key)).toEqual([]);
    expect(
      classifyOptions({
        line: 'RNG',
        lanes,
        vendorChosen: true,
        vendorClasses: classes(['SLOT', 'BG']),
        languages: ['ty'],
      }),
    ).toHaveLength(3);
  });

  it('gives a chosen vendor its own classes, without the other lines', () => {
    const options = classifyOptions({
      line: 'RNG',
      lanes,
      vendorChosen: true,
      vendorClasses: classes(['SLOT', 'JP']),
      languages,
    });
    expect(options.map((option) => [option.key, option.count])).toEqual([
      ['ALL', 20],
      ['SLOT', 10],
      ['JP', 10],
    ]);
  });

  it('leaves the counts out while a chosen vendor’s classes are unknown', () => {
    const options = classifyOptions({ line: 'PVP', lanes: [lane('PVP', ['PK', 'NN'])], vendorChosen: true, languages });
    expect(options.map((option) => option.count)).toEqual([undefined, undefined, undefined]);
  });

  it('offers no choice for a line of one class', () => {
    expect(classifyOptions({ line: 'FISH', lanes, vendorChosen: false, languages })).toEqual([]);
  });

  it('reads the filter from the key alone', () => {
    expect(filterOfClassify('RNG', 'ALL')).toEqual({ gameType: 'RNG' });
    expect(filterOfClassify('RNG', 'FISH')).toEqual({ gameType: 'FISH' });
    expect(filterOfClassify('LIVE', 'BAC')).toEqual({ gameType: 'LIVE', gameClassify: 'BAC' });
  });
});
