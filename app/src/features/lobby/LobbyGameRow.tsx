import { GameCard, GameRow, gameRowRows, gamesPerView, type Game as CardGame } from '@lobby/design-system';
import type { ReactNode } from 'react';
import type { Game as WireGame } from '@lobby/contract';
import { useGameCards } from '../games';
import { SectionError } from './SectionError';
import * as styles from './LobbyGameRow.css';

export interface LobbyGameRowProps {
  title: string;
  games: readonly WireGame[];
  loading: boolean;
  /** A failed load; shown with a retry when nothing was loaded. */
  error?: unknown;
  onRetry: () => void;
  /** "More": the category page. */
  onMore?: () => void;
  /** How many games are on their way: the placeholders take the loaded row's size (no layout shift). */
  expected?: number;
  /** What to show when there are no games. */
  empty?: ReactNode;
  /** Names the row in end-to-end tests (a vendor code or a category). */
  testId?: string;
  /** The first row of the page: its first cards' icons load at once (one may be home's largest paint). */
  priority?: boolean;
}

/** SPEC.md section 9: 2 rows per view on home. */
const homeRows = 2;

/** A home row of games: the design system's GameRow with the play API, and its error state. */
export function LobbyGameRow({
  title,
  games,
  loading,
  error,
  onRetry,
  onMore,
  expected = gamesPerView * homeRows,
  empty,
  testId,
  priority,
}: LobbyGameRowProps) {
  const { cards, actions } = useGameCards(games);
  if (error !== undefined && games.length === 0 && !loading) {
    return (
      <div data-testid={testId} data-state="error">
        <SectionError title={title} error={error} onRetry={onRetry} />
      </div>
    );
  }
  return (
    <div data-testid={testId} data-state={loading ? 'loading' : 'ready'} className={styles.root}>
      <GameRow
        title={title}
        games={cards}
        rows={homeRows}
        onMore={onMore}
        loading={loading}
        empty={empty}
        priority={priority}
        {...actions}
      />
      {loading && gameRowRows(expected, homeRows) > 1 ? <PlaceholderRow /> : null}
    </div>
  );
}

const placeholderGame: CardGame = { id: '', name: '', vendorName: '', image: '' };

/**
 * GameRow shows one row of placeholders; a row of more than 6 games shows 2 once loaded, so a second
 * placeholder row keeps the page from jumping when the games arrive.
 */
function PlaceholderRow() {
  return (
    <div className={styles.placeholders} aria-hidden="true">
      {Array.from({ length: gamesPerView }, (_, index) => (
        <GameCard key={index} loading game={placeholderGame} onPlay={noop} />
      ))}
    </div>
  );
}

function noop() {
  // Placeholders have no actions.
}
