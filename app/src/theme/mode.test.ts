// @vitest-environment jsdom
import { themeClassNames } from '@lobby/design-system';
import type { ThemeMode } from '@lobby/tokens';
import { act, cleanup, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { preferredThemeMode, themeModeKey, themeModeOfCookie, themeScript, useThemeMode } from './mode';

const classes: Record<ThemeMode, string> = { dark: 'mode-dark scheme-dark', light: 'mode-light scheme-light' };

/** The system's colour scheme, as matchMedia answers it. */
function systemPrefers(mode: ThemeMode) {
  vi.stubGlobal(
    'matchMedia',
    vi.fn((query: string) => ({
      matches: query === '(prefers-color-scheme: light)' && mode === 'light',
      media: query,
    })),
  );
}

function setCookie(value: string) {
  document.cookie = `theme=${value}; Path=/`;
}

/** `<html>` as the server wrote it, in `mode`, with a class of its own beside the theme's. */
function renderedIn(mode: ThemeMode | null, names = classes) {
  const html = document.documentElement;
  html.className = mode ? `page ${names[mode]}` : 'page';
  if (mode) html.setAttribute('data-mode', mode);
  else html.removeAttribute('data-mode');
}

/** Runs the head script as the browser would, and what it changed on `<html>`. */
function runThemeScript(names = classes) {
  const observer = new MutationObserver(() => undefined);
  observer.observe(document.documentElement, { attributes: true });
  // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script's text is what the page runs
  const script = new Function(themeScript(names)) as () => void;
  script();
  const changed = observer.takeRecords().map((record) => record.attributeName);
  observer.disconnect();
  return { changed, className: document.documentElement.className, mode: document.documentElement.dataset.mode };
}

beforeEach(() => {
  systemPrefers('dark');
});

afterEach(() => {
  cleanup();
  document.cookie = 'theme=; Path=/; Max-Age=0';
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('themeModeOfCookie', () => {
  it('reads the theme cookie, alone or among others', () => {
    expect(themeModeOfCookie('theme=light')).toBe('light');
    expect(themeModeOfCookie('theme=dark')).toBe('dark');
    expect(themeModeOfCookie('lang=en; theme=light; other=1')).toBe('light');
    expect(themeModeOfCookie('lang=en;theme=light')).toBe('light');
  });

  it('is null without a cookie or without the theme cookie', () => {
    expect(themeModeOfCookie(null)).toBeNull();
    expect(themeModeOfCookie(undefined)).toBeNull();
    expect(themeModeOfCookie('')).toBeNull();
    expect(themeModeOfCookie('lang=en; hisLang=th')).toBeNull();
  });

  it('is null for a value that is not a mode, and for a cookie whose name only ends in theme', () => {
    expect(themeModeOfCookie('theme=blue')).toBeNull();
    expect(themeModeOfCookie('theme=lightish')).toBeNull();
    expect(themeModeOfCookie('theme=')).toBeNull();
    expect(themeModeOfCookie('theme=%3Cscript%3E')).toBeNull();
    expect(themeModeOfCookie('mytheme=light; xtheme=dark')).toBeNull();
    expect(themeModeOfCookie('other=theme=light')).toBeNull();
  });

  it('reads only the first 4 KiB of a huge header, quickly', () => {
    const filler = `junk=${'x'.repeat(1_000_000)}`;
    const started = performance.now();
    expect(themeModeOfCookie(`theme=light; ${filler}`)).toBe('light');
    expect(themeModeOfCookie(`${filler}; theme=light`)).toBeNull();
    expect(themeModeOfCookie('a=1; '.repeat(200_000))).toBeNull();
    expect(performance.now() - started).toBeLessThan(500);
  });
});

describe('preferredThemeMode', () => {
  it('takes the cookie, then the saved choice, then the system’s light, else dark', () => {
    expect(preferredThemeMode()).toBe('dark');
    systemPrefers('light');
    expect(preferredThemeMode()).toBe('light');
    localStorage.setItem(themeModeKey, 'dark');
    expect(preferredThemeMode()).toBe('dark');
    setCookie('light');
    expect(preferredThemeMode()).toBe('light');
  });
});

describe('themeScript', () => {
  it('switches to the cookie’s mode over the saved choice and the system’s', () => {
    renderedIn('dark');
    setCookie('light');
    localStorage.setItem(themeModeKey, 'dark');
    expect(runThemeScript()).toMatchObject({ className: 'page mode-light scheme-light', mode: 'light' });
  });

  it('switches to a saved choice without a cookie, whatever the system prefers', () => {
    renderedIn('light');
    systemPrefers('light');
    localStorage.setItem(themeModeKey, 'dark');
    expect(runThemeScript()).toMatchObject({ className: 'page mode-dark scheme-dark', mode: 'dark' });
  });

  it('follows the system’s light without a cookie or a saved choice (or with a saved value that is no mode)', () => {
    renderedIn('dark');
    systemPrefers('light');
    localStorage.setItem(themeModeKey, 'blue');
    expect(runThemeScript()).toMatchObject({ className: 'page mode-light scheme-light', mode: 'light' });
  });

  it('changes nothing on <html> when the chosen mode is the rendered one', () => {
    renderedIn('dark');
    expect(runThemeScript()).toEqual({ changed: [], className: 'page mode-dark scheme-dark', mode: 'dark' });
    renderedIn('light');
    setCookie('light');
    expect(runThemeScript()).toEqual({ changed: [], className: 'page mode-light scheme-light', mode: 'light' });
  });

  it('leaves a page without a rendered mode alone', () => {
    renderedIn(null);
    setCookie('light');
    expect(runThemeScript()).toEqual({ changed: [], className: 'page', mode: undefined });
  });

  it('never throws: with storage blocked and no matchMedia the page stays as rendered', () => {
    renderedIn('dark');
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('blocked', 'SecurityError');
    });
    vi.stubGlobal('matchMedia', undefined);
    expect(runThemeScript()).toEqual({ changed: [], className: 'page mode-dark scheme-dark', mode: 'dark' });
  });

  it('swaps the design system’s own class names', () => {
    renderedIn('dark', themeClassNames);
    setCookie('light');
    const { className, mode } = runThemeScript(themeClassNames);
    expect(mode).toBe('light');
    expect(className.split(' ').sort()).toEqual(['page', ...themeClassNames.light.split(' ')].sort());
  });

  it('cannot end its script element, whatever the class names', () => {
    const text = themeScript({ dark: '</script><script>alert(1)</script>', light: '<!--' });
    expect(text).not.toMatch(/<\/script|<!--/i);
  });
});

describe('useThemeMode', () => {
  it('renders first in the mode the page was rendered in, then takes the player’s preference', () => {
    setCookie('light');
    const seen: ThemeMode[] = [];
    const { result } = renderHook(() => {
      const value = useThemeMode('dark');
      seen.push(value[0]);
      return value;
    });
    expect(seen[0]).toBe('dark');
    expect(result.current[0]).toBe('light');
  });

  it('remembers a choice in the cookie (for the server) and in localStorage', () => {
    const { result } = renderHook(() => useThemeMode('dark'));
    act(() => {
      result.current[1]('light');
    });
    expect(result.current[0]).toBe('light');
    expect(themeModeOfCookie(document.cookie)).toBe('light');
    expect(localStorage.getItem(themeModeKey)).toBe('light');
  });
});
