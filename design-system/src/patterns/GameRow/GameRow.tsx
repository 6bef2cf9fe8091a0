import { useDeferredValue, useRef, type ReactNode } from 'react';
import { A11y, Grid, Navigation } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import 'swiper/css';
import 'swiper/css/grid';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { useTheme } from '../../theme/ThemeProvider';
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
   * `gamesPerView`) load at once, ahead of other images (one of them may be the largest paint). The
   * view's second line starts at the bottom edge of a desktop first screen: it loads lazily, like the
   * rest, rather than compete with the pictures above it.
   */
  priority?: boolean;
}

// SPEC.md section 9: the game swiper shows 6 per view.
export const gamesPerView = 6;
const gapPx = 12;

/** Rows per view: more than one only when the games do not fit one row (SPEC.md section 9). */
export const gameRowRows = (count: number, rows: 2 | 4) => (count > gamesPerView ? rows : 1);

/** A titled swiper of game cards with labelled previous/next buttons (home and vendor lists). */
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
  const { dir } = useTheme();
  // Swiper's Navigation needs the button elements themselves. They are handed over just before
  // Swiper initialises (its layout effect runs after the buttons' refs are set, as they come first),
  // so the games render in the same pass as the buttons: waiting for a second render cost the home
  // page's largest paint a whole extra commit.
  const previous = useRef<HTMLButtonElement>(null);
  const next = useRef<HTMLButtonElement>(null);
  const showSwiper = !loading && games.length > 0;
  // The first view's games render at once; the others (a home row holds up to 30) follow in a
  // deferred render, which React splits into short tasks, so the first view paints sooner. While the
  // deferred copy lags behind `games`, only the current games' first view is shown.
  const caughtUp = useDeferredValue(games, noGames) === games;
  const rowsPerView = gameRowRows(games.length, rows);
  const slides = caughtUp ? games : games.slice(0, gamesPerView * rowsPerView);

  return (
    <section className={styles.root} aria-busy={loading || undefined}>
      <div className={styles.header}>
        <h2 className={styles.title}>{title}</h2>
        {onMore ? (
          <Button size="sm" variant="ghost" onClick={onMore}>
            {t('gameRowMore')}
          </Button>
        ) : null}
        {showSwiper ? (
          <>
            <Button ref={previous} size="sm" variant="secondary" icon={arrowIcon('previous')}>
              <span className={visuallyHidden}>{t('gameRowPrevious')}</span>
            </Button>
            <Button ref={next} size="sm" variant="secondary" icon={arrowIcon('next')}>
              <span className={visuallyHidden}>{t('gameRowNext')}</span>
            </Button>
          </>
        ) : null}
      </div>
      {loading ? (
        <div className={styles.placeholders} role="status">
          <span className={visuallyHidden}>{t('loading')}</span>
          {Array.from({ length: gamesPerView }, (_, index) => (
            <GameCard key={index} loading game={placeholderGame} {...actions} />
          ))}
        </div>
      ) : games.length === 0 ? (
        <EmptyState title={empty ?? t('gameRowEmpty')} />
      ) : (
        <Swiper
          key={dir}
          dir={dir}
          className={styles.swiper}
          modules={[A11y, Grid, Navigation]}
          slidesPerView={gamesPerView}
          slidesPerGroup={gamesPerView}
          spaceBetween={gapPx}
          grid={{ rows: rowsPerView, fill: 'row' }}
          navigation
          onBeforeInit={(swiper) => {
            const navigation = swiper.params.navigation;
            if (navigation && typeof navigation === 'object') {
              navigation.prevEl = previous.current;
              navigation.nextEl = next.current;
            }
          }}
          a11y={{
            prevSlideMessage: t('gameRowPrevious'),
            nextSlideMessage: t('gameRowNext'),
            slideLabelMessage: '',
            itemRoleDescriptionMessage: null,
            containerRoleDescriptionMessage: null,
          }}
        >
          {/* Filled by row, a page at a time: the first `gamesPerView` games are the first view's top line. */}
          {slides.map((game, index) => (
            <SwiperSlide key={game.id}>
              <GameCard game={game} priority={priority && index < gamesPerView} {...actions} />
            </SwiperSlide>
          ))}
        </Swiper>
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
