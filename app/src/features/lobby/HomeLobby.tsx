import { HydrationBoundary } from '@lobby/design-system';
import { GameMenu } from './GameMenu';
import { GameSearchBox, GameSearchResults } from './GameSearch';
import { HomeBanners } from './HomeBanners';
import { HomeNotices } from './HomeNotices';
import { HomeWinners } from './HomeWinners';
import { useLobbyQuery } from './useLobbyQuery';
import * as styles from './HomeLobby.css';

/**
 * The home lobby (SPEC.md section 2): banners, notices, search, the game menu and its rows, and the
 * winner board. A search shows its results in place of the menu and the board until it is cleared:
 * its list grows as the player scrolls, so nothing may sit below it.
 */
export function HomeLobby() {
  const query = useLobbyQuery();
  return (
    <div className={styles.page}>
      {/* Each part hydrates and commits in a task of its own (HydrationBoundary). */}
      <HydrationBoundary>
        <HomeBanners />
        <HomeNotices />
      </HydrationBoundary>
      <GameSearchBox query={query} />
      {query.search ? (
        <GameSearchResults search={query.search} />
      ) : (
        <>
          <HydrationBoundary>
            <GameMenu query={query} />
          </HydrationBoundary>
          <div className={styles.belowFold}>
            <HydrationBoundary>
              <HomeWinners />
            </HydrationBoundary>
          </div>
        </>
      )}
    </div>
  );
}
