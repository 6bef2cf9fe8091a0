import { isThemeMode, type ThemeMode } from '@lobby/tokens';
import { useCallback, useState } from 'react';
import { readPreference, writePreference } from '../data/preferences';

/** Where the player's colour mode is kept. */
export const themeModeKey = 'lobby.theme';

/** The saved mode, else the system's preference; dark when the system states none. */
export function initialThemeMode(): ThemeMode {
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
