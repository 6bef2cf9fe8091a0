import { isThemeMode, type ThemeMode } from '@lobby/tokens';
import { createContext, startTransition, use, useCallback, useEffect, useState } from 'react';
import { readCookie, readPreference, writeCookie, writePreference } from '../data/preferences';

/**
 * Where the player's colour mode is kept: a cookie, so that the server renders the page in it, and
 * localStorage, the site's store of preferences (where players of earlier versions have it).
 */
export const themeModeKey = 'lobby.theme';
const themeCookie = 'theme';

/** The mode a cookie header names, else null (the page then follows the system: themeScript). */
export function themeModeOfCookie(cookieHeader: string | null | undefined): ThemeMode | null {
  const value = readCookie(cookieHeader, themeCookie);
  return isThemeMode(value) ? value : null;
}

/** The saved mode, else the system's preference; dark when the system states none. */
export function preferredThemeMode(): ThemeMode {
  const cookie = themeModeOfCookie(document.cookie);
  if (cookie) return cookie;
  const saved = readPreference(themeModeKey);
  if (isThemeMode(saved)) return saved;
  return typeof matchMedia === 'function' && matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/**
 * The script the server puts in the page's head, before anything paints: the same choice as
 * `preferredThemeMode`, applied to `<html>` (whose classes carry the theme, ThemeProvider `global`)
 * when it differs from the mode the server rendered. `classes` are each mode's class names.
 */
export function themeScript(classes: Record<ThemeMode, string>): string {
  const names = JSON.stringify(classes).replace(/</g, '\\u003c');
  return (
    `(function(){try{var h=document.documentElement,c=${names},` +
    `m=/(?:^|;\\s*)${themeCookie}=(dark|light)(?:;|$)/.exec(document.cookie),` +
    `s=localStorage.getItem(${JSON.stringify(themeModeKey)}),` +
    `t=m?m[1]:s==='dark'||s==='light'?s:matchMedia('(prefers-color-scheme: light)').matches?'light':'dark',` +
    `r=h.getAttribute('data-mode');` +
    `if(t!==r&&c[t]&&c[r]){h.className=h.className.replace(c[r],c[t]);h.setAttribute('data-mode',t)}}catch(e){}})();`
  );
}

/**
 * The colour mode and a setter that remembers the player's choice. It starts in the mode the page
 * was rendered in (hydration must match the server's HTML), then takes the player's own (the head
 * script has already painted it).
 */
export function useThemeMode(rendered: ThemeMode): [ThemeMode, (mode: ThemeMode) => void] {
  const [mode, setMode] = useState(rendered);
  useEffect(() => {
    // A transition: an urgent update here reaches the page's Suspense boundaries while they are still
    // hydrating (their code loads lazily), and React then discards their server HTML and renders them
    // again in the browser. The head script has already painted the mode; React's tree follows it
    // once the page has hydrated.
    startTransition(() => {
      setMode(preferredThemeMode());
    });
  }, []);
  const choose = useCallback((next: ThemeMode) => {
    writePreference(themeModeKey, next);
    writeCookie(themeCookie, next);
    setMode(next);
  }, []);
  return [mode, choose];
}

/** The colour mode and its setter, for the theme switcher wherever the shell places it. */
export interface ThemeModeSetting {
  mode: ThemeMode;
  setMode: (mode: ThemeMode) => void;
}

export const ThemeModeContext = createContext<ThemeModeSetting | null>(null);

export function useThemeSetting(): ThemeModeSetting {
  const value = use(ThemeModeContext);
  if (!value) throw new Error('useThemeSetting needs the App above it');
  return value;
}
