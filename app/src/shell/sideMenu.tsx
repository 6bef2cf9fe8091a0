/**
 * Whether the site's side menu is collapsed to its icon rail (issue 18: one navigation column). The
 * member centre has a menu of its own beside its pages, so there the side menu starts as a rail and
 * the page gets the width; elsewhere it starts open (SPEC.md section 2). The player's choice is kept
 * for each of the two, in a cookie (data/preferences.ts), because the server renders the frame:
 * it reads the cookie as it reads the theme's (server/render.ts), so its HTML and the browser's
 * first render agree, and nothing moves when the page hydrates.
 */
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from 'react';
import { readCookie, writeCookie } from '../data/preferences';
import { paths } from '../routes/paths';
import type { SideMenuPreference } from '../serverEntry';

export type { SideMenuPreference };

export type SideMenuPlace = keyof SideMenuPreference;

/** Before the player chooses: a rail beside the member centre's own menu, open elsewhere. */
export const defaultSideMenu: SideMenuPreference = { site: false, member: true };

/**
 * Before the player chooses, on a phone: a rail everywhere. The open menu (15rem) left a 412 px wide
 * screen a 200 px column, where the banner shrank to 140 x 44 and the game cards' names to a letter
 * or two (Lighthouse's mobile preset then took a late popup's paragraph for the largest paint, at 5.8 s).
 */
export const phoneSideMenu: SideMenuPreference = { site: true, member: true };

const cookies: Record<SideMenuPlace, string> = { site: 'sideMenu', member: 'memberSideMenu' };

/**
 * The preference a Cookie header holds, the default where it holds none: the phone's when the browser
 * says it is on one (`mobile`: the server reads Sec-CH-UA-Mobile, which Chromium browsers send; the
 * others get the default).
 */
export function sideMenuOfCookie(
  cookieHeader: string | null | undefined,
  { mobile = false }: { mobile?: boolean } = {},
): SideMenuPreference {
  const defaults = mobile ? phoneSideMenu : defaultSideMenu;
  const read = (place: SideMenuPlace) => {
    const value = readCookie(cookieHeader, cookies[place]);
    return value === 'collapsed' ? true : value === 'expanded' ? false : defaults[place];
  };
  return { site: read('site'), member: read('member') };
}

/** Which preference a page follows: the member centre's pages (/member and below), or the site's. */
export function sideMenuPlaceOf(pathname: string): SideMenuPlace {
  // The router matches without case, and so does this.
  const path = pathname.toLowerCase();
  return path === paths.member || path.startsWith(`${paths.member}/`) ? 'member' : 'site';
}

export interface SideMenuSetting {
  preference: SideMenuPreference;
  choose: (place: SideMenuPlace, collapsed: boolean) => void;
}

const SideMenuContext = createContext<SideMenuSetting | null>(null);

/**
 * Holds the preference for the whole site (the frame remounts between layouts, the choice does not),
 * starting from the one the page was rendered with.
 */
export function SideMenuProvider({ rendered, children }: { rendered: SideMenuPreference; children: ReactNode }) {
  const [preference, setPreference] = useState(rendered);
  const choose = useCallback((place: SideMenuPlace, collapsed: boolean) => {
    writeCookie(cookies[place], collapsed ? 'collapsed' : 'expanded');
    setPreference((current) => ({ ...current, [place]: collapsed }));
  }, []);
  const setting = useMemo(() => ({ preference, choose }), [preference, choose]);
  return <SideMenuContext value={setting}>{children}</SideMenuContext>;
}

export function useSideMenuSetting(): SideMenuSetting {
  const value = use(SideMenuContext);
  if (!value) throw new Error('useSideMenuSetting needs SideMenuProvider above it');
  return value;
}
