/**
 * /favorite and /recent: the player's favourite games and recently played games (SPEC.md sections 2
 * and 7; login required). Removing a favourite takes it off the list at once (SPEC.md section 4).
 */
import { Button, EmptyState, GameGrid, Heading } from '@lobby/design-system';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { errorText } from '../../api';
import type { Game } from '@lobby/contract';
import { useFavourites, useRecentGames } from '../../data';
import * as layout from './GameBrowser.css';
import { useGameCards } from '.';
import { href, paths } from '../../routes/paths';
import * as styles from './AccountGamesPage.css';

type AccountList = 'favorite' | 'recent';

export default function AccountGamesPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const titleId = useId();
  const which: AccountList = pathname.toLowerCase() === paths.recent.toLowerCase() ? 'recent' : 'favorite';
  const title = which === 'recent' ? t('games.recent.title') : t('games.favourites.title');
  return (
    <section className={layout.root} aria-labelledby={titleId}>
      <Heading level={1} id={titleId}>
        {title}
      </Heading>
      <nav aria-label={t('games.accountTabs')}>
        <ul className={styles.tabs}>
          {(['favorite', 'recent'] as const).map((name) => (
            <li key={name}>
              <Link className={styles.tab} to={href(name)} aria-current={name === which ? 'page' : undefined}>
                {name === 'recent' ? t('games.recent.title') : t('games.favourites.title')}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      {which === 'recent' ? <RecentGames /> : <FavouriteGames />}
    </section>
  );
}

function FavouriteGames() {
  const { t } = useTranslation();
  const favourites = useFavourites();
  return (
    <AccountGrid
      games={favourites.games}
      loading={favourites.isLoading && favourites.games.length === 0}
      error={favourites.error}
      onRetry={() => void favourites.reload()}
      emptyTitle={t('games.favourites.empty')}
      emptyHint={t('games.favourites.hint')}
    />
  );
}

function RecentGames() {
  const { t } = useTranslation();
  const recent = useRecentGames();
  return (
    <AccountGrid
      games={recent.data?.games ?? []}
      loading={recent.isLoading}
      error={recent.error as unknown}
      onRetry={() => void recent.mutate()}
      emptyTitle={t('games.recent.empty')}
      emptyHint={t('games.recent.hint')}
    />
  );
}

interface AccountGridProps {
  games: readonly Game[];
  loading: boolean;
  error: unknown;
  onRetry: () => void;
  emptyTitle: string;
  emptyHint: string;
}

function AccountGrid({ games, loading, error, onRetry, emptyTitle, emptyHint }: AccountGridProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { cards, actions } = useGameCards(games);
  if (!loading && !error && games.length === 0) {
    return (
      <EmptyState
        title={emptyTitle}
        description={emptyHint}
        action={
          <Button variant="secondary" onClick={() => void navigate(href('home'))}>
            {t('games.toLobby')}
          </Button>
        }
      />
    );
  }
  return (
    <GameGrid
      games={cards}
      {...actions}
      hasMore={false}
      onLoadMore={noMore}
      loading={loading}
      error={error ? `${t('games.loadFailed')} ${errorText(i18n.t, error)}` : undefined}
      onRetry={onRetry}
    />
  );
}

// Both lists arrive whole: the favourites in one page of 999 (SPEC.md section 7), recent games at most 30.
const noMore = () => undefined;
