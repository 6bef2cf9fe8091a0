import { isThemeMode, type BrandTheme, type ThemeMode } from '@lobby/tokens';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { Direction } from 'radix-ui';
import { createContext, useContext, useLayoutEffect, useMemo, useRef, type CSSProperties, type ReactNode } from 'react';
import './fonts';
import { colorScheme, portalRoot, themeRoot } from './global.css';
import { modeClass } from './themes.css';
import { vars } from './vars.css';

interface ThemeValue {
  mode: ThemeMode;
  dir: 'ltr' | 'rtl';
  brand: BrandTheme | null;
  /** Class names that apply this theme to an element. */
  className: string;
  /** Inline variables of the brand (empty without one). */
  style: CSSProperties;
}

const ThemeContext = createContext<ThemeValue | null>(null);

export interface ThemeProviderProps {
  /** Dark or light. The app decides and persists it; the design system never reads storage. */
  mode: ThemeMode;
  /** An operator's compiled token set, applied at run time over the mode (no rebuild). */
  brand?: BrandTheme | null;
  /** Writing direction of the subtree and its portals (right to left for Arabic, Urdu, ...). */
  dir?: 'ltr' | 'rtl';
  /** Also theme `<html>`, so the page background, scrollbars and overscroll match. */
  global?: boolean;
  children: ReactNode;
}

/** The class names that apply each mode (on `<html>` for a `global` theme, also in a server's page). */
export const themeClassNames: Record<ThemeMode, string> = {
  dark: `${modeClass.dark} ${colorScheme.dark}`,
  light: `${modeClass.light} ${colorScheme.light}`,
};

/** A brand's values of the theme's CSS variables in one mode (`--name: value`). */
export function brandVariables(brand: BrandTheme, mode: ThemeMode): Record<string, string> {
  return assignInlineVars(vars, brand[mode]);
}

/**
 * Applies a theme (mode + optional brand) and a writing direction to its subtree and, through
 * `ThemePortal`, to portals. A `global` theme lives on `<html>` instead (its classes and the brand's
 * variables): a server-rendered page names them there, and the page's head script may switch the
 * mode before the first paint (the player's saved choice), which a class on this element would undo.
 */
export function ThemeProvider({ mode, brand = null, dir = 'ltr', global = false, children }: ThemeProviderProps) {
  const value = useMemo<ThemeValue>(
    () => ({
      mode,
      dir,
      brand,
      className: themeClassNames[mode],
      style: brand ? brandVariables(brand, mode) : {},
    }),
    [mode, dir, brand],
  );

  useGlobalTheme(global ? value : null);

  return (
    <ThemeContext.Provider value={value}>
      {/* Radix components (menus, tabs, sliders) read the direction for their keyboard behaviour. */}
      <Direction.Provider dir={dir}>
        <div
          className={global ? themeRoot : `${value.className} ${themeRoot}`}
          style={global ? undefined : value.style}
          data-theme={mode}
          data-brand={brand?.id}
          dir={dir}
        >
          {children}
        </div>
      </Direction.Provider>
    </ThemeContext.Provider>
  );
}

/** The theme of the nearest ThemeProvider. */
export function useTheme(): ThemeValue {
  const theme = useContext(ThemeContext);
  if (!theme) throw new Error('useTheme must be used inside a ThemeProvider');
  return theme;
}

/**
 * Re-applies the theme inside a portal: portalled content (dialogs, menus, toasts) is mounted under
 * <body>, outside the provider's element, so it would otherwise lose the theme's variables.
 */
export function ThemePortal({ children }: { children: ReactNode }) {
  const theme = useContext(ThemeContext);
  if (!theme) return children;
  return (
    <div className={`${theme.className} ${portalRoot}`} style={theme.style} data-theme={theme.mode} dir={theme.dir}>
      {children}
    </div>
  );
}

/**
 * A global theme on `<html>`. Two cases:
 *
 * - A server's page (its `<html>` names a `data-mode`) themes `<html>` itself: the mode's classes,
 *   and a brand's variables for both modes in its style element, keyed on those classes. Its head
 *   script may switch the mode before the first paint, to the one the app takes after hydrating (its
 *   tree hydrates in the server's mode). So the provider leaves `<html>` as the page has it, and only
 *   when its mode then differs from the page's (the player chose another) swaps the classes and
 *   `data-mode`: one page-wide style recalculation per change. Adding the server's mode beside the
 *   script's at hydration and taking it off again cost two on every visit in the other mode.
 * - Elsewhere (a client-rendered page, Storybook), the provider puts the mode's classes and the
 *   brand's variables on `<html>` and takes them off when it changes or unmounts.
 */
function useGlobalTheme(theme: ThemeValue | null) {
  // Whether `<html>` is a server's page's, decided once, when the provider first themes it.
  const served = useRef<boolean | null>(null);
  useLayoutEffect(() => {
    if (!theme) return;
    const root = document.documentElement;
    if (served.current === null) {
      served.current = root.hasAttribute('data-mode');
      if (served.current) return;
    }
    if (served.current) {
      const shown = root.getAttribute('data-mode');
      if (shown === theme.mode) return;
      if (isThemeMode(shown)) root.classList.remove(...themeClassNames[shown].split(' '));
      root.classList.add(...theme.className.split(' '));
      root.setAttribute('data-mode', theme.mode);
      return;
    }
    const classes = theme.className.split(' ');
    root.classList.add(...classes);
    for (const [name, val] of Object.entries(theme.style)) root.style.setProperty(name, String(val));
    return () => {
      root.classList.remove(...classes);
      for (const name of Object.keys(theme.style)) root.style.removeProperty(name);
    };
  }, [theme]);
}
