import { describe, expect, it } from 'vitest';
import { lineOfPath, navigableLanes } from './categories';
import { agentHref, homeAliasRedirect, href, isGamePage, memberHref, openingPage } from './paths';
import type { VendorLane } from '@lobby/contract';

describe('route links', () => {
  it('builds a link with its query, leaving empty values out, and an anchor', () => {
    expect(href('home')).toBe('/');
    expect(href('rng', { vassalage: 'JL', q: '' })).toBe('/rng?vassalage=JL');
    expect(href('help', undefined, 'term')).toBe('/help#term');
    expect(memberHref('depositv2')).toBe('/member/depositv2');
    expect(agentHref('agentHourSalary')).toBe('/agentHome/agentHourSalary');
  });

  it('knows the game pages of SPEC.md section 2, in any case, and nothing else', () => {
    for (const path of ['/seamless', '/vnlottery', '/seaLottery', '/lottery', '/rng', '/live/', '/SPORTS']) {
      expect(isGamePage(path)).toBe(true);
    }
    for (const path of ['/', '/member', '/promotions', '/favorite', '/agentHome']) {
      expect(isGamePage(path)).toBe(false);
    }
  });

  it('sends the other names of home to home, with their query, and nothing else', () => {
    expect(homeAliasRedirect('/index')).toBe('/');
    expect(homeAliasRedirect('/index.html?referralCode=ABC')).toBe('/?referralCode=ABC');
    expect(homeAliasRedirect('/HOME/')).toBe('/');
    for (const url of ['/', '/login', '/homes', '/member/index', '/help?anchor=home']) {
      expect(homeAliasRedirect(url)).toBeNull();
    }
  });
});

describe('product lines', () => {
  const lane = (title: VendorLane['title'], vendors: number): VendorLane => ({
    title,
    gameCategory: title,
    displayName: title,
    gameClassify: [],
    cards: Array.from({ length: vendors }, (_, index) => ({
      vassalage: `${title}${index}`,
      displayName: `${title} ${index}`,
      smallIcon: '',
      lagerIcon: '',
      gameCount: 1,
      isGame: 'GAME' as const,
    })),
  });

  it('keeps the server order, and only lines with a route and a vendor (SPEC.md section 2)', () => {
    const lanes = [lane('FISH', 2), lane('COCKFIGHT', 1), lane('LIVE', 0), lane('RNG', 3), lane('SPORTS', 1)];
    expect(navigableLanes(lanes).map((entry) => entry.title)).toEqual(['FISH', 'RNG', 'SPORTS']);
  });

  it('reads the line of a centre path', () => {
    expect(lineOfPath('/rng')).toBe('RNG');
    expect(lineOfPath('/Esports')).toBe('ESPORTS');
    expect(lineOfPath('/member')).toBeUndefined();
  });
});

describe('the opening page (start-up preloads)', () => {
  it('knows home, its aliases and popups, and the game pages', () => {
    for (const path of ['/', '/home', '/index.html', '/login', '/register/']) expect(openingPage(path)).toBe('home');
    expect(openingPage('/RNG')).toBe('gameList');
    expect(openingPage('/sports')).toBe('gameCentre');
    expect(openingPage('/member/depositv2')).toBeNull();
  });
});
