import { describe, expect, it } from 'vitest';
import type { VendorCard, VendorLane } from '@lobby/contract';
import { categoryVendors, parseCategory, visibleCategories } from './categories';

const card = (vassalage: string): VendorCard => ({
  vassalage,
  displayName: vassalage,
  smallIcon: '',
  lagerIcon: '',
  gameCount: 10,
  isGame: 'GAME',
});
const lane = (title: VendorLane['title'], ...codes: string[]): VendorLane => ({
  title,
  gameCategory: title,
  displayName: title,
  cards: codes.map(card),
  gameClassify: [],
});

describe('home categories (SPEC.md sections 2 and 9)', () => {
  const lanes = [lane('RNG', 'PG'), lane('ESPORTS', 'TGP', 'IMES'), lane('EXCLUSIVE', 'BGS', 'XX'), lane('FISH')];

  it('shows hot and favourites always, a product line only when it has a vendor of its list', () => {
    expect(visibleCategories(lanes)).toEqual(['hot', 'favourites', 'rng', 'esports', 'exclusive']);
    expect(visibleCategories(lanes, { esportsList: ['NONE'] })).toEqual(['hot', 'favourites', 'rng', 'exclusive']);
  });

  it('limits e-sports, cockfight and exclusive to their vendors (IMES, SV3, BGS)', () => {
    expect(categoryVendors('ESPORTS', lanes).map((vendor) => vendor.vassalage)).toEqual(['IMES']);
    expect(categoryVendors('EXCLUSIVE', lanes).map((vendor) => vendor.vassalage)).toEqual(['BGS']);
    expect(categoryVendors('COCKFIGHT', lanes)).toEqual([]);
    expect(categoryVendors('ESPORTS', lanes, { esportsList: ['TGP', 'IMES'] })).toHaveLength(2);
  });

  it('reads only known categories from the URL', () => {
    expect(parseCategory('rng')).toBe('rng');
    expect(parseCategory('RNG')).toBeUndefined();
    expect(parseCategory(null)).toBeUndefined();
  });
});
