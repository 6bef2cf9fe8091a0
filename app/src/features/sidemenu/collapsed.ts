import { useCallback, useState } from 'react';
import { readSession, writeSession } from '../../data/storage';

/** Where the side menu's collapsed state is kept: for the session (SPEC.md section 4: it toggles). */
const sideMenuCollapsedKey = 'lobby.sideMenuCollapsed';

export function useSideMenuCollapsed(): [boolean, (collapsed: boolean) => void] {
  const [collapsed, setCollapsed] = useState(() => readSession(sideMenuCollapsedKey) === 'true');
  const change = useCallback((next: boolean) => {
    writeSession(sideMenuCollapsedKey, String(next));
    setCollapsed(next);
  }, []);
  return [collapsed, change];
}
