import { Button, GameGrid, Heading, TextField, Text } from '@lobby/design-system';
import { useId, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { lobbyPageSizeHome } from '../../config/business';
import { useGameList } from '../../data';
import { useGameCards } from '../games';
import type { LobbyQuery } from './useLobbyQuery';
import * as styles from './HomeLobby.css';

type SearchQuery = Pick<LobbyQuery, 'searchText' | 'setSearchText' | 'submitSearch' | 'clearSearch'>;

/** The lobby's search box (SPEC.md section 2): live results after a pause, at once on Enter. */
export function GameSearchBox({ query }: { query: SearchQuery }) {
  const { t } = useTranslation();
  const inputRef = useRef<HTMLInputElement>(null);
  const { searchText, setSearchText, submitSearch, clearSearch } = query;
  return (
    <form
      role="search"
      className={styles.search}
      data-testid="home-search"
      onSubmit={(event) => {
        event.preventDefault();
        submitSearch();
      }}
    >
      <div className={styles.searchField}>
        <TextField
          ref={inputRef}
          type="search"
          name="q"
          label={t('home.search.label')}
          hideLabel
          placeholder={t('home.search.placeholder')}
          autoComplete="off"
          value={searchText}
          onChange={(event) => {
            setSearchText(event.target.value);
          }}
          end={
            searchText ? (
              <Button
                size="sm"
                variant="ghost"
                aria-label={t('home.search.clear')}
                icon={clearIcon}
                onClick={() => {
                  clearSearch();
                  inputRef.current?.focus();
                }}
              />
            ) : undefined
          }
        />
      </div>
      <Button type="submit" variant="secondary">
        {t('home.search.submit')}
      </Button>
    </form>
  );
}

/** Every game whose name holds the search, a home page (12) at a time, appended (SPEC.md section 4). */
export function GameSearchResults({ search }: { search: string }) {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const list = useGameList({ gameName: search, pageSize: lobbyPageSizeHome });
  const { cards, actions } = useGameCards(list.games);
  const loadingMore = list.data !== undefined && list.size > list.data.length;
  const error = list.error === undefined ? undefined : `${t('home.search.failed')} ${errorText(i18n.t, list.error)}`;
  return (
    <section aria-labelledby={headingId} className={styles.results} data-testid="home-search-results">
      <div className={styles.resultsHeader}>
        <Heading level={2} size={4} id={headingId}>
          {t('home.search.results', { query: search })}
        </Heading>
        {list.data ? (
          <Text as="span" size="sm" tone="secondary">
            {t('home.search.count', { count: list.totalCount })}
          </Text>
        ) : null}
      </div>
      <GameGrid
        games={cards}
        hasMore={list.hasMore}
        onLoadMore={list.loadMore}
        loadingMore={loadingMore}
        loading={list.isLoading}
        error={error}
        onRetry={() => void list.mutate()}
        empty={t('home.search.empty', { query: search })}
        {...actions}
      />
    </section>
  );
}

const clearIcon = (
  <svg viewBox="0 0 16 16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round">
    <path d="M4 4l8 8M12 4l-8 8" />
  </svg>
);
