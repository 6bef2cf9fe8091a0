import { useDeferredValue, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { useSnapTrack } from '../../hooks/useSnapTrack';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { GameCard, type Game, type GameActions } from '../GameCard';
import * as styles from './GameRow.css';

export interface GameRowProps extends GameActions {
  /** The row's heading (a category or vendor name). */
  title: ReactNode;
  games: Game[];
  /** Rows per view when there are more than 6 games: 2 on home, 4 elsewhere (SPEC.md section 9). */
  rows?: 2 | 4;
  /** Shows a "More" button (to the category page). */
  onMore?: () => void;
  loading?: boolean;
  /** What to show when there are no games. */
  empty?: ReactNode;
  /**
   * The row is on the page's first screen: the icons of its first line of cards (the first
   * `gamesPerView`) load at once (GameCard's priority: eager, not high priority). The
   * view's second line starts at the bottom edge of a desktop first screen: it loads lazily, like the
   * rest, rather than compete with the pictures above it.
   */
  priority?: boolean;
}

// SPEC.md section 9: the game swiper shows 6 per view.
export const gamesPerView = 6;

/** Rows per view: more than one only when the games do not fit one row (SPEC.md section 9). */
export const gameRowRows = (count: number, rows: 2 | 4) => (count > gamesPerView ? rows : 1);

/**
 * A titled row of game cards that pages sideways, a view of 6 columns by 1, 2 or 4 lines at a time,
 * with labelled previous/next buttons (home and vendor lists). Each view is filled line by line: the
 * first `gamesPerView` games are the first view's top line. The browser scrolls and snaps the views
 * (hooks/useSnapTrack); the buttons page, and a swipe or a trackpad does too.
 */
export function GameRow({
  title,
  games,
  rows = 2,
  onMore,
  loading = false,
  empty,
  priority = false,
  ...actions
}: GameRowProps) {
  const t = useDsTranslation();
  // The first view's games render at once; the others (a home row holds up to 30) follow in a
  // deferred render, which React splits into short tasks, so the first view paints sooner. While the
  // deferred copy lags behind `games`, only the current games' first view is shown.
  const caughtUp = useDeferredValue(games, noGames) === games;
  const rowsPerView = gameRowRows(games.length, rows);
  const perView = gamesPerView * rowsPerView;
  const shown = caughtUp ? games : games.slice(0, perView);
  const views = Array.from({ length: Math.ceil(shown.length / perView) }, (_, view) =>
    shown.slice(view * perView, (view + 1) * perView),
  );
  const { setElement, index: viewShown, atStart, atEnd, goTo } = useSnapTrack(views.length);
  const showButtons = !loading && games.length > 0;

  return (
    <section className={styles.root} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {onMore ? (
          <Button size="sm" variant="ghost" onClick={onMore}>
            {t('gameRowMore')}
          </Button>
        ) : null}
        {showButtons ? (
          <>
            <Button
              size="sm"
              variant="secondary"
              icon={arrowIcon('previous')}
              disabled={atStart}
              onClick={() => goTo(viewShown - 1)}
            >
              <span className={visuallyHidden}>{t('gameRowPrevious')}</span>
            </Button>
            <Button
              size="sm"
              variant="secondary"
              icon={arrowIcon('next')}
              disabled={atEnd}
              onClick={() => goTo(viewShown + 1)}
            >
              <span className={visuallyHidden}>{t('gameRowNext')}</span>
            </Button>
          </>
        ) : null}
      </div>
      {loading ? (
        <div className={styles.view} role="status">
          <span className={visuallyHidden}>{t('loading')}</span>
          {Array.from({ length: gamesPerView }, (_, index) => (
            <GameCard key={index} loading game={placeholderGame} {...actions} />
          ))}
        </div>
      ) : games.length === 0 ? (
        <EmptyState title={empty ?? t('gameRowEmpty')} />
      ) : (
        <div ref={setElement} className={styles.track}>
          {views.map((view, viewIndex) => (
            <div key={viewIndex} className={styles.view}>
              {view.map((game, index) => (
                <GameCard
                  key={game.id}
                  game={game}
                  priority={priority && viewIndex === 0 && index < gamesPerView}
                  {...actions}
                />
              ))}
            </div>
          ))}
        </div>
      )}
    </section>
  );
}

/** The deferred copy's value on mount: so the first render of a row shows its first view only. */
const noGames: Game[] = [];

const placeholderGame: Game = { id: '', name: '', vendorName: '', image: '' };

function arrowIcon(way: 'previous' | 'next') {
  return (
    <svg
      className={styles.arrow}
      viewBox="0 0 16 16"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
    >
      <path d={way === 'previous' ? 'M10 3 5 8l5 5' : 'M6 3l5 5-5 5'} strokeLinejoin="round" />
    </svg>
  );
}
