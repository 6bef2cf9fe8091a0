import { useCallback } from 'react';
import { sideMenuPlaceOf, useSideMenuSetting } from '../../shell/sideMenu';

/**
 * Whether the side menu is collapsed to its rail on the page at `pathname`, and the toggle that
 * remembers the player's choice there (shell/sideMenu.tsx: the member centre's pages and the site's
 * other pages each keep their own).
 */
export function useSideMenuCollapsed(pathname: string): [boolean, (collapsed: boolean) => void] {
  const { preference, choose } = useSideMenuSetting();
  const place = sideMenuPlaceOf(pathname);
  const change = useCallback(
    (next: boolean) => {
      choose(place, next);
    },
    [choose, place],
  );
  return [preference[place], change];
}
