// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  defaultSideMenu,
  narrowScript,
  SideMenuProvider,
  phoneSideMenu,
  sideMenuOfCookie,
  sideMenuPlaceOf,
  useSideMenuSetting,
  type SideMenuSetting,
} from './sideMenu';

/** matchMedia as a screen of that width answers the side menu's query. */
const screenIsNarrow = (narrow: boolean) => vi.stubGlobal('matchMedia', () => ({ matches: narrow }));

afterEach(() => {
  vi.unstubAllGlobals();
  cleanup();
  for (const name of ['sideMenu', 'memberSideMenu']) document.cookie = `${name}=; Path=/; Max-Age=0`;
});

describe('sideMenuOfCookie', () => {
  it('is a rail on member pages and open elsewhere without a cookie', () => {
    expect(sideMenuOfCookie(null)).toEqual({ site: false, member: true });
    expect(sideMenuOfCookie(undefined)).toEqual(defaultSideMenu);
    expect(sideMenuOfCookie('lang=en; theme=light')).toEqual(defaultSideMenu);
  });

  it("reads the player's choice for each, among other cookies", () => {
    expect(sideMenuOfCookie('sideMenu=collapsed')).toEqual({ site: true, member: true });
    expect(sideMenuOfCookie('theme=dark; memberSideMenu=expanded')).toEqual({ site: false, member: false });
    expect(sideMenuOfCookie('memberSideMenu=collapsed; sideMenu=expanded')).toEqual({ site: false, member: true });
  });

  it('is a rail everywhere on a phone, until the player chooses', () => {
    expect(sideMenuOfCookie(null, { mobile: true })).toEqual(phoneSideMenu);
    expect(phoneSideMenu).toEqual({ site: true, member: true });
    expect(sideMenuOfCookie('sideMenu=expanded', { mobile: true })).toEqual({ site: false, member: true });
    expect(sideMenuOfCookie(null, { mobile: false })).toEqual(defaultSideMenu);
  });

  it('is a rail everywhere where the head script found a narrow screen, until the player chooses', () => {
    expect(sideMenuOfCookie('narrow=1')).toEqual(phoneSideMenu);
    expect(sideMenuOfCookie('narrow=0')).toEqual(defaultSideMenu);
    expect(sideMenuOfCookie('narrow=1; sideMenu=expanded')).toEqual({ site: false, member: true });
  });

  it('the head script writes whether the screen is narrow, and the server reads it', () => {
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's text is what the page runs
    const script = new Function(narrowScript) as () => void;
    try {
      for (const narrow of [true, false]) {
        screenIsNarrow(narrow);
        script();
        expect(sideMenuOfCookie(document.cookie)).toEqual(narrow ? phoneSideMenu : defaultSideMenu);
      }
    } finally {
      document.cookie = 'narrow=; Path=/; Max-Age=0';
    }
  });

  it('takes an unknown value for no choice', () => {
    expect(sideMenuOfCookie('sideMenu=sideways; memberSideMenu=')).toEqual(defaultSideMenu);
  });
});

describe('sideMenuPlaceOf', () => {
  it('names the member centre and its pages, in any case, and nothing else', () => {
    for (const path of ['/member', '/member/withdraw', '/Member/messageV2', '/member/'])
      expect(sideMenuPlaceOf(path), path).toBe('member');
    for (const path of ['/', '/help', '/members', '/agentHome/agentTeamOverview', '/pointMall'])
      expect(sideMenuPlaceOf(path), path).toBe('site');
  });
});

describe('SideMenuProvider', () => {
  let setting: SideMenuSetting | undefined;
  function Probe() {
    setting = useSideMenuSetting();
    return <p>{JSON.stringify(setting.preference)}</p>;
  }

  it('starts from the rendered preference, and keeps each choice in the cookie the server reads', () => {
    render(
      <SideMenuProvider rendered={{ site: false, member: true }}>
        <Probe />
      </SideMenuProvider>,
    );
    expect(screen.getByText('{"site":false,"member":true}')).toBeTruthy();
    act(() => setting?.choose('member', false));
    expect(screen.getByText('{"site":false,"member":false}')).toBeTruthy();
    act(() => setting?.choose('site', true));
    expect(screen.getByText('{"site":true,"member":false}')).toBeTruthy();
    // What the server reads on the next page.
    expect(sideMenuOfCookie(document.cookie)).toEqual({ site: true, member: false });
  });

  it('follows the screen once hydrated where the server rendered for another width, unless the player chose', async () => {
    screenIsNarrow(false);
    const wide = render(
      <SideMenuProvider rendered={phoneSideMenu}>
        <Probe />
      </SideMenuProvider>,
    );
    expect(await screen.findByText('{"site":false,"member":true}')).toBeTruthy();
    wide.unmount();
    screenIsNarrow(true);
    const { unmount } = render(
      <SideMenuProvider rendered={defaultSideMenu}>
        <Probe />
      </SideMenuProvider>,
    );
    expect(await screen.findByText('{"site":true,"member":true}')).toBeTruthy();
    // Not the player's choice: nothing written.
    expect(document.cookie).not.toContain('sideMenu=');
    unmount();
    document.cookie = 'sideMenu=expanded; Path=/';
    render(
      <SideMenuProvider rendered={defaultSideMenu}>
        <Probe />
      </SideMenuProvider>,
    );
    await new Promise((resolve) => requestAnimationFrame(resolve));
    expect(screen.getByText('{"site":false,"member":true}')).toBeTruthy();
  });

  it('is required above its users', () => {
    expect(() => render(<Probe />)).toThrow(/SideMenuProvider/);
  });
});
