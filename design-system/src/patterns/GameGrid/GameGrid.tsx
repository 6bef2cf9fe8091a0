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

// A card is never narrower than this; the column count follows the width of the grid.
const minCardPx = 150;
// The picture is square; the name and vendor lines add about this much.
const textBlockPx = 64;
// Start loading the next page this far before the end comes into view.
const prefetchMargin = '0px 0px 800px 0px';
// SPEC.md section 9: a category page holds 24 games; the first load shows that many placeholders.
const placeholderCount = 24;

/**
 * A category's games, virtualised by rows against the window's scrolling, so that thousands of
 * loaded games keep only the rows in view (and a few around them) in the page.
 */
export function GameGrid(props: GameGridProps) {
  const { games, hasMore, loadingMore = false, loading = false, error, onRetry, empty } = props;
  const t = useDsTranslation();
  const listRef = useRef<HTMLDivElement>(null);
  const { columns, width, top, gap } = useGridLayout(listRef);
  const requestMore = useOncePerPage(props);
  const sentinelRef = useNearEnd(requestMore, hasMore && !loadingMore && !error, games.length);

  const rowCount = Math.ceil(games.length / columns);
  const cardPx = (width - gap * (columns - 1)) / columns;
  const virtualizer = useWindowVirtualizer({
    count: rowCount,
    estimateSize: () => Math.max(cardPx, minCardPx) + textBlockPx + gap,
    overscan: 2,
    scrollMargin: top,
  });

  const columnStyle = assignInlineVars({ [styles.columns]: String(columns) });
  const { onPlay, onTrial, onFavouriteChange } = props;
  const actions = { onPlay, onTrial, onFavouriteChange };

  return (
    <div className={styles.root} aria-busy={loading || loadingMore || undefined}>
      <Classifies {...props} />
      <div
        ref={listRef}
        className={styles.list}
        role={games.length > 0 ? 'list' : undefined}
        style={{ blockSize: virtualizer.getTotalSize() }}
      >
        {virtualizer.getVirtualItems().map((row) => (
          <div
            key={row.key}
            ref={virtualizer.measureElement}
            data-index={row.index}
            role="none"
            className={styles.row}
            style={{ ...columnStyle, transform: `translateY(${row.start - virtualizer.options.scrollMargin}px)` }}
          >
            {games.slice(row.index * columns, (row.index + 1) * columns).map((game, offset) => (
              <div
                key={game.id}
                role="listitem"
                aria-setsize={games.length}
                aria-posinset={row.index * columns + offset + 1}
              >
                <GameCard game={game} {...actions} />
              </div>
            ))}
          </div>
        ))}
      </div>
      {loading ? (
        <div className={styles.placeholders} style={columnStyle} role="status">
          <span className={visuallyHidden}>{t('loading')}</span>
          {Array.from({ length: placeholderCount }, (_, index) => (
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
 * The column count, width, page offset and gap of the grid, kept up to date as it resizes. The gap
 * is the theme's, as the browser resolved it on the list (a brand may change the spacing); 0 until
 * measured, and where nothing is laid out (the server, jsdom).
 */
function useGridLayout(ref: RefObject<HTMLElement | null>) {
  const [layout, setLayout] = useState({ columns: 1, width: minCardPx, top: 0, gap: 0 });
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const width = element.clientWidth;
      const gap = parseFloat(getComputedStyle(element).columnGap) || 0;
      const columns = Math.max(1, Math.floor((width + gap) / (minCardPx + gap)));
      const top = element.getBoundingClientRect().top + window.scrollY;
      setLayout((last) =>
        last.columns === columns && last.width === width && last.top === top && last.gap === gap
          ? last
          : { columns, width, top, gap },
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
