/**
 * Whether the site's side menu is collapsed to its icon rail (issue 18: one navigation column). The
 * member centre has a menu of its own beside its pages, so there the side menu starts as a rail and
 * the page gets the width; elsewhere it starts open (SPEC.md section 2). The player's choice is kept
 * for each of the two, in a cookie (data/preferences.ts), because the server renders the frame:
 * it reads the cookie as it reads the theme's (server/render.ts), so its HTML and the browser's
 * first render agree, and nothing moves when the page hydrates.
 */
import { createContext, use, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
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

/** A screen a phone's: where the side menu starts as a rail. */
const narrowQuery = '(max-width: 40rem)';

/**
 * The head's script (before the first paint, on every page load) says in a session cookie whether the
 * screen is narrow: Safari and Firefox send no Sec-CH-UA-Mobile, and the server would otherwise render
 * the open menu on an iPhone (a 150 px column beside it) on every page load, not only the first.
 */
const narrowCookie = 'narrow';
export const narrowScript = `try{document.cookie="${narrowCookie}="+(matchMedia("${narrowQuery}").matches?1:0)+";Path=/;SameSite=Lax"}catch(e){}`;

/**
 * The preference a Cookie header holds, the default where it holds none: the phone's when the browser
 * says it is on one (`mobile`: the server reads Sec-CH-UA-Mobile, which Chromium browsers send) or the
 * head's script found the screen narrow on an earlier page load (the narrow cookie, above).
 */
export function sideMenuOfCookie(
  cookieHeader: string | null | undefined,
  { mobile = false }: { mobile?: boolean } = {},
): SideMenuPreference {
  const narrow = mobile || readCookie(cookieHeader, narrowCookie) === '1';
  const defaults = narrow ? phoneSideMenu : defaultSideMenu;
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
  // Until the player chooses, the site's menu follows the screen: a page rendered for another width
  // (the first page of a browser that sends no hint, or a window made wider since the last page)
  // turns once hydrated; the head's script has set the cookie for the next page.
  useEffect(() => {
    if (readCookie(document.cookie, cookies.site) !== undefined || typeof matchMedia !== 'function') return;
    const narrow = matchMedia(narrowQuery).matches;
    if (rendered.site === narrow) return;
    const frame = requestAnimationFrame(() => {
      setPreference((current) => ({ ...current, site: narrow }));
    });
    return () => cancelAnimationFrame(frame);
  }, [rendered.site]);
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
