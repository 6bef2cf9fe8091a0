/**
 * The popup game list of a vendor flagged VASSALAGE (SPEC.md section 2): the vendor's games of the
 * line, read in pages of 24; playing one closes the popup and launches it.
 */
import { Button, EmptyState, GameCard, Modal, type Game as CardGame } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useGameList } from '../../data';
import type { SitePopup } from '../../shell/site';
import { LoadFailed } from './GameBrowser';
import { useGameCards } from './usePlay';
import * as styles from './VendorGamesPopup.css';

export interface VendorGamesPopupProps {
  popup: Extract<SitePopup, { kind: 'vendorGames' }>;
  onClose: () => void;
}

const placeholderCount = 8;
const placeholder: CardGame = { id: '', name: '', vendorName: '', image: '' };

export function VendorGamesPopup({ popup, onClose }: VendorGamesPopupProps) {
  const { t } = useTranslation();
  const list = useGameList({ gameType: popup.gameType, vassalage: popup.vassalage });
  const { cards, actions } = useGameCards(list.games);
  const loadingMore = list.isValidating && list.data !== undefined && list.size > list.data.length;
  // Leaving for the game (or for the login popup) closes this list first.
  const closing = useMemo(
    () => ({
      ...actions,
      onPlay: (card: CardGame) => {
        onClose();
        actions.onPlay(card);
      },
      onTrial: actions.onTrial
        ? (card: CardGame) => {
            onClose();
            actions.onTrial?.(card);
          }
        : undefined,
    }),
    [actions, onClose],
  );

  let body;
  if (list.isLoading) {
    body = (
      <ul className={styles.grid} aria-busy="true" aria-label={t('games.gameList', { name: popup.title })}>
        {Array.from({ length: placeholderCount }, (_, index) => (
          <li key={index}>
            <GameCard loading game={placeholder} {...closing} />
          </li>
        ))}
      </ul>
    );
  } else if (list.error && cards.length === 0) {
    body = (
      <LoadFailed title={t('games.loadFailed')} error={list.error as unknown} onRetry={() => void list.mutate()} />
    );
  } else if (cards.length === 0) {
    body = <EmptyState title={t('games.empty')} />;
  } else {
    body = (
      <>
        <ul className={styles.grid} aria-label={t('games.gameList', { name: popup.title })}>
          {cards.map((card) => (
            <li key={card.id}>
              <GameCard game={card} {...closing} />
            </li>
          ))}
        </ul>
        {list.error ? (
          <LoadFailed title={t('games.loadFailed')} error={list.error as unknown} onRetry={() => void list.mutate()} />
        ) : list.hasMore ? (
          <div className={styles.more}>
            <Button variant="secondary" loading={loadingMore} onClick={list.loadMore}>
              {t('gameGridLoadMore', { ns: 'ds' })}
            </Button>
          </div>
        ) : null}
      </>
    );
  }

  return (
    <Modal
      open
      size="lg"
      title={popup.title}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <div className={styles.body}>{body}</div>
    </Modal>
  );
}
