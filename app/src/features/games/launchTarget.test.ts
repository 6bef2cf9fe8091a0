import { describe, expect, it } from 'vitest';
import type { Game } from '@lobby/contract';
import { launchTarget, seamlessHref, vendorHref } from './launchTarget';

const game = (overrides: Partial<Game>): Game => ({
  nodeId: 7,
  gameType: 'RNG',
  vassalage: 'PG',
  gameCode: 'PG_0007',
  gameName: 'Lucky Koi',
  nodeName: 'Lucky Koi',
  displayName: 'PG Soft',
  showIcon: '',
  lagerIcon: '',
  isGame: 'GAME',
  gameClassify: 'SLOT',
  freePlay: true,
  ...overrides,
});

describe('launchTarget (SPEC.md section 2, game launch routes)', () => {
  it('sends the Vietnam lotto to /vnLottery with its game code', () => {
    expect(launchTarget(game({ vassalage: 'TCG_LOTTO_VN', gameType: 'ELOTT', gameCode: 'VN_HA_NOI' }))).toEqual({
      kind: 'route',
      to: '/vnLottery?gameCode=VN_HA_NOI&vassalage=TCG_LOTTO_VN',
    });
  });

  it('sends the SEA lottery to /seaLottery', () => {
    expect(launchTarget(game({ vassalage: 'TCG_SEA', gameType: 'LOTT', gameCode: 'TCG_SEA_LOBBY' }))).toEqual({
      kind: 'route',
      to: '/seaLottery?gameCode=TCG_SEA_LOBBY&vassalage=TCG_SEA',
    });
  });

  it('sends the lottery and e-lottery lines to /lottery', () => {
    expect(launchTarget(game({ vassalage: 'GG', gameType: 'LOTT', gameCode: 'GG_LOBBY' }))).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=GG_LOBBY&vassalage=GG',
    });
    expect(launchTarget(game({ vassalage: 'LOTT_CARD', gameType: 'ELOTT', gameCode: 'LC_1' }))).toEqual({
      kind: 'route',
      to: '/lottery?gameCode=LC_1&vassalage=LOTT_CARD',
    });
  });

  it('opens the popup game list for an entry flagged VASSALAGE', () => {
    expect(
      launchTarget(game({ vassalage: 'KY', gameType: 'PVP', isGame: 'VASSALAGE', displayName: 'KY Cards' })),
    ).toEqual({ kind: 'popup', popup: { kind: 'vendorGames', vassalage: 'KY', gameType: 'PVP', title: 'KY Cards' } });
  });

  it('opens the slots page of the vendor for a slots entry flagged VASSALAGE', () => {
    expect(launchTarget(game({ vassalage: 'PG', gameType: 'RNG', isGame: 'VASSALAGE' }))).toEqual({
      kind: 'route',
      to: '/rng?vassalage=PG',
    });
  });

  it('starts any other game in /seamless with its identifiers', () => {
    expect(launchTarget(game({}))).toEqual({
      kind: 'route',
      to: '/seamless?nodeId=7&vassalage=PG&gameCode=PG_0007&gameType=RNG&name=Lucky+Koi',
    });
    expect(launchTarget(game({ gameType: 'SPORTS', vassalage: 'IBC', gameCode: 'IBC_LOBBY' })).kind).toBe('route');
  });

  it('asks for free play with mode=free', () => {
    expect(seamlessHref(game({}), true)).toBe(
      '/seamless?nodeId=7&vassalage=PG&gameCode=PG_0007&gameType=RNG&name=Lucky+Koi&mode=free',
    );
  });

  it('sends a vendor chosen from a vendor list to its line with ?vassalage=', () => {
    expect(vendorHref('RNG', 'PG')).toBe('/rng?vassalage=PG');
    expect(vendorHref('LIVE', 'AG')).toBe('/live?vassalage=AG');
    expect(vendorHref('COCKFIGHT', 'SV3')).toBeUndefined();
  });
});
