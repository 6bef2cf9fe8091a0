/**
 * The vendors of a line whose vendors each have a single lobby game (sports, e-sports, lotteries):
 * one card per vendor, which launches that lobby (SPEC.md section 2).
 */
import { GameGrid } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import type { ProductLine } from '@lobby/contract';
import { useGameList } from '../../data';
import { useGameCards } from './usePlay';

export function VendorLobbies({ line }: { line: ProductLine }) {
  const { t, i18n } = useTranslation();
  const list = useGameList({ gameType: line });
  const { cards, actions } = useGameCards(list.games);
  // A lobby is neither a favourite nor a free demo: play is the only action.
  const play = useMemo(() => ({ onPlay: actions.onPlay }), [actions.onPlay]);
  const loadingMore = list.isValidating && list.data !== undefined && list.size > list.data.length;
  return (
    <GameGrid
      games={cards}
      {...play}
      hasMore={list.hasMore}
      onLoadMore={list.loadMore}
      loading={list.isLoading}
      loadingMore={loadingMore}
      error={list.error ? `${t('games.loadFailed')} ${errorText(i18n.t, list.error)}` : undefined}
      onRetry={() => void list.mutate()}
      empty={t('games.noVendors')}
    />
  );
}
