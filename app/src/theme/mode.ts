import { isThemeMode, type ThemeMode } from '@lobby/tokens';
import { createContext, use, useCallback, useState } from 'react';
import { readPreference, writePreference } from '../data/preferences';

/** Where the player's colour mode is kept. */
const themeModeKey = 'lobby.theme';

/** The saved mode, else the system's preference; dark when the system states none. */
function initialThemeMode(): ThemeMode {
  const saved = readPreference(themeModeKey);
  if (isThemeMode(saved)) return saved;
  return window.matchMedia('(prefers-color-scheme: light)').matches ? 'light' : 'dark';
}

/** The colour mode and a setter that remembers the player's choice. */
export function useThemeMode(): [ThemeMode, (mode: ThemeMode) => void] {
  const [mode, setMode] = useState(initialThemeMode);
  const choose = useCallback((next: ThemeMode) => {
    writePreference(themeModeKey, next);
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
