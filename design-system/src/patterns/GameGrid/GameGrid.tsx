import { useWindowVirtualizer } from '@tanstack/react-virtual';
import { assignInlineVars } from '@vanilla-extract/dynamic';
import { ToggleGroup } from 'radix-ui';
import { useEffect, useLayoutEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '../../components/Button';
import { EmptyState } from '../../components/EmptyState';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { GameCard, type Game, type GameActions } from '../GameCard';
import * as styles from './GameGrid.css';
import { minCardPx } from './GameGrid.css';

export interface GameClassify {
  key: string;
  label: ReactNode;
  /** How many games it holds (the server's gameCount). */
  count?: number;
}

export interface GameGridProps extends GameActions {
  /** Every game loaded so far; each page is appended (SPEC.md section 4). */
  games: Game[];
  hasMore: boolean;
  /** Asks for the next page; called once per page, by the button or on scrolling near the end. */
  onLoadMore: () => void;
  loadingMore?: boolean;
  /** The game types to filter by, shown as a row of toggles with counts. */
  classifies?: GameClassify[];
  /** The chosen classify key. */
  classify?: string;
  /** A new classify was chosen; the app starts again from page 1 (SPEC.md section 4). */
  onClassifyChange?: (key: string) => void;
  /** The first page is loading. */
  loading?: boolean;
  /** A failed load, in words; shown with a retry button when onRetry is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to show when there are no games. */
  empty?: ReactNode;
}

// The picture is square; the name and vendor lines add about this much (an estimate until a card
// has been measured).
const textBlockPx = 64;
// Start loading the next page this far before the end comes into view.
const prefetchMargin = '0px 0px 800px 0px';
// SPEC.md section 9: a category page holds 24 games: the first load shows that many placeholders,
// and before the grid has been measured (the server's page, and its hydration) it shows that many
// games, which is what the first page brings.
const pageSize = 24;

/**
 * A category's games, virtualised by rows against the window's scrolling, so that thousands of
 * loaded games keep only the rows in view (and a few around them) in the page.
 *
 * The cards are one CSS grid (columns by `auto-fill`, so the browser lays them out without any
 * script) and the rows out of view are padding above and below them. Until the grid has been
 * measured it shows the first page as it is: the server's HTML holds those cards, and hydration
 * keeps them (a page at the top shows at least that many once measured: same cards, same keys, no
 * new pictures and no shift).
 */
export function GameGrid(props: GameGridProps) {
  const { games, hasMore, loadingMore = false, loading = false, error, onRetry, empty } = props;
  const t = useDsTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const { measured, columns, top, rowPx } = useGridLayout(listRef);
  const requestMore = useOncePerPage(props);
  const sentinelRef = useNearEnd(requestMore, hasMore && !loadingMore && !error, games.length);

  const rowCount = Math.ceil(games.length / columns);
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => rowPx,
    overscan: 2,
    scrollMargin: top,
    enabled: measured,
    // The window as it is, so that the first measured render already has the rows in view.
    initialRect: typeof window === 'undefined' ? undefined : { width: window.innerWidth, height: window.innerHeight },
  });
  // A new row height (a resize, a brand's spacing, the fonts) sizes every row again.
  useLayoutEffect(() => {
    virtualizer.measure();
  }, [virtualizer, rowPx]);

  const rows = measured ? virtualizer.getVirtualItems() : [];
  const firstRow = rows[0]?.index ?? 0;
  const endRow = (rows.at(-1)?.index ?? -1) + 1;
  const shown = measured ? games.slice(firstRow * columns, endRow * columns) : games.slice(0, pageSize);
  const offset = measured ? firstRow * columns : 0;
  const padding = measured
    ? {
        paddingBlockStart: firstRow * rowPx,
        ...assignInlineVars({ [styles.rowsBelow]: `${Math.max(0, rowCount - endRow) * rowPx}px` }),
      }
    : undefined;
  const { onPlay, onTrial, onFavouriteChange } = props;
  const actions = { onPlay, onTrial, onFavouriteChange };

  return (
    <div className={styles.root} aria-busy={loading || loadingMore || undefined}>
      <Classifies {...props} />
      <div ref={listRef} className={styles.list} role={games.length > 0 ? 'list' : undefined} style={padding}>
        {shown.map((game, index) => (
          <div key={game.id} role="listitem" aria-setsize={games.length} aria-posinset={offset + index + 1}>
            <GameCard game={game} {...actions} />
          </div>
        ))}
      </div>
      {loading ? (
        <div className={styles.list} role="status">
          <span className={visuallyHidden}>{t('loading')}</span>
          {Array.from({ length: pageSize }, (_, index) => (
            <GameCard key={index} loading game={placeholderGame} {...actions} />
          ))}
        </div>
      ) : error && games.length === 0 ? (
        <EmptyState title={error} action={<RetryButton onRetry={onRetry} />} />
      ) : games.length === 0 ? (
        <EmptyState title={empty ?? t('gameGridEmpty')} />
      ) : (
        <div className={styles.footer}>
          <div ref={sentinelRef} className={styles.sentinel} />
          {error ? <p role="alert">{error}</p> : null}
          {error ? (
            <RetryButton onRetry={onRetry} />
          ) : hasMore ? (
            <Button variant="secondary" loading={loadingMore} onClick={requestMore}>
              {t(loadingMore ? 'gameGridLoadingMore' : 'gameGridLoadMore')}
            </Button>
          ) : null}
        </div>
      )}
      <p role="status" className={visuallyHidden}>
        {loadingMore ? t('gameGridLoadingMore') : ''}
      </p>
    </div>
  );
}

const placeholderGame: Game = { id: '', name: '', vendorName: '', image: '' };

function RetryButton({ onRetry }: { onRetry: (() => void) | undefined }) {
  const t = useDsTranslation();
  return onRetry ? (
    <Button variant="secondary" onClick={onRetry}>
      {t('gameGridRetry')}
    </Button>
  ) : null;
}

function Classifies({ classifies, classify, onClassifyChange }: GameGridProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  if (!classifies || classifies.length === 0) return null;
  return (
    <ToggleGroup.Root
      type="single"
      className={styles.classifies}
      aria-label={t('gameGridClassifies')}
      value={classify ?? ''}
      // Choosing the chosen one again would clear the choice: a category always has one.
      onValueChange={(key) => {
        if (key) onClassifyChange?.(key);
      }}
    >
      {classifies.map((item) => (
        <ToggleGroup.Item key={item.key} value={item.key} className={styles.classify}>
          {item.label}
          {item.count === undefined ? null : ' '}
          {item.count === undefined ? null : (
            <span className={styles.count}>{formatNumber(item.count, { locale })}</span>
          )}
        </ToggleGroup.Item>
      ))}
    </ToggleGroup.Root>
  );
}

/**
 * The column count, page offset and row height of the grid, kept up to date as it resizes: the
 * columns as the browser's `auto-fill` made them (the list's width and the theme's gap, which a brand
 * may change), a row as tall as a card and the row gap. `measured` is false until then, and where
 * nothing is measured (the server, the render that hydrates its page).
 */
function useGridLayout(ref: RefObject<HTMLElement | null>) {
  const [layout, setLayout] = useState({ measured: false, columns: 1, top: 0, rowPx: minCardPx + textBlockPx });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const style = getComputedStyle(element);
      const columnGap = parseFloat(style.columnGap) || 0;
      const rowGap = parseFloat(style.rowGap) || 0;
      const columns = Math.max(1, Math.floor((width + columnGap) / (minCardPx + columnGap)));
      const top = element.getBoundingClientRect().top + window.scrollY;
      const card = element.firstElementChild?.getBoundingClientRect().height ?? 0;
      const estimate = (width - columnGap * (columns - 1)) / columns + textBlockPx;
      const rowPx = (card > 0 ? card : Math.max(estimate, minCardPx)) + rowGap;
      setLayout((last) =>
        last.measured && last.columns === columns && last.top === top && last.rowPx === rowPx
          ? last
          : { measured: true, columns, top, rowPx },
      );
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [ref]);
  return layout;
}

/**
 * onLoadMore at most once per page: a page is the classify and the number of games loaded, so
 * neither the button nor the sentinel can ask twice for the same page.
 */
function useOncePerPage({ games, classify, hasMore, loadingMore, loading, error, onLoadMore }: GameGridProps) {
  const requested = useRef<string | null>(null);
  const page = `${classify ?? ''}:${games.length}`;
  const blocked = !hasMore || Boolean(loadingMore) || Boolean(loading) || Boolean(error);
  return () => {
    if (blocked || requested.current === page) return;
    requested.current = page;
    onLoadMore();
  };
}

/** A ref for an element that calls `onNear` when it comes near the viewport (while `active`). */
function useNearEnd(onNear: () => void, active: boolean, loaded: number) {
  const ref = useRef<HTMLDivElement>(null);
  const latest = useRef(onNear);
  useLayoutEffect(() => {
    latest.current = onNear;
  });
  useEffect(() => {
    const element = ref.current;
    if (!element || !active || typeof IntersectionObserver === 'undefined') return;
    // A new observer per page: it reports at once if the end is still in view after a short page.
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) latest.current();
      },
      { rootMargin: prefetchMargin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [active, loaded]);
  return ref;
}
