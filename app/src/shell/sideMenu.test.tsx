// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  defaultSideMenu,
  SideMenuProvider,
  phoneSideMenu,
  sideMenuOfCookie,
  sideMenuPlaceOf,
  useSideMenuSetting,
  type SideMenuSetting,
} from './sideMenu';

afterEach(() => {
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

  it('is required above its users', () => {
    expect(() => render(<Probe />)).toThrow(/SideMenuProvider/);
  });
});
