/**
 * The shared play API: what every list of games does with play now, free trial and the heart
 * (SPEC.md sections 2, 4, 6 and 7). Pages spread `useGameCards(games)` into the design system's
 * GameRow, GameGrid or GameCard; callers that hold a wire game use `useGamePlay()`.
 */
import { useToast, type Game as CardGame, type GameActions } from '@lobby/design-system';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { errorText } from '../../api';
import { gameIconUrl } from '../../api/games';
import type { Game as WireGame } from '@lobby/contract';
import { useFavourites, useSystemStatus } from '../../data';
import { useSite } from '../../shell/site';
import { launchTarget, seamlessHref } from './launchTarget';

export interface GamePlay {
  /** Real-money play: guests get the login popup, trial users the register warning (SPEC.md section 4). */
  play: (game: WireGame) => void;
  /** Free play (accountType 0): open to everyone, for games that offer it. */
  trial: (game: WireGame) => void;
  /** Adds or removes a favourite; guests get the login popup (SPEC.md section 6). */
  setFavourite: (game: WireGame, favourite: boolean) => void;
  favouriteIds: ReadonlySet<number>;
}

/** The launch rules, for callers that hold a wire game (winner board, search results). */
export function useGamePlay(): GamePlay {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const toast = useToast();
  const { open, requireMember } = useSite();
  const favourites = useFavourites();
  const { add, remove, ids } = favourites;
  // The heart the player just pressed, until the platform answers: a card's heart follows it at once,
  // and falls back to the platform's list when the change fails or is skipped.
  const [pending, setPending] = useState<ReadonlyMap<number, boolean>>(new Map());

  const play = useCallback(
    (game: WireGame) => {
      if (!requireMember()) return;
      const target = launchTarget(game);
      if (target.kind === 'popup') open(target.popup);
      else void navigate(target.to);
    },
    [navigate, open, requireMember],
  );

  const trial = useCallback(
    (game: WireGame) => {
      if (!game.freePlay) {
        toast.show({ title: t('games.noFreePlay'), tone: 'info' });
        return;
      }
      void navigate(seamlessHref(game, true));
    },
    [navigate, t, toast],
  );

  const setFavourite = useCallback(
    (game: WireGame, favourite: boolean) => {
      const { nodeId } = game;
      const settle = () => {
        setPending((current) => {
          const next = new Map(current);
          next.delete(nodeId);
          return next;
        });
      };
      setPending((current) => new Map(current).set(nodeId, favourite));
      if (!requireMember()) {
        // After the heart has shown the press, so that it turns back.
        window.setTimeout(settle, 0);
        return;
      }
      const change = favourite ? add(nodeId) : remove(nodeId);
      change
        .then((result) => {
          if (result === 'loginRequired') open({ kind: 'login' });
        })
        .catch((error: unknown) => {
          toast.show({ title: t('games.favouriteFailed'), description: errorText(i18n.t, error), tone: 'danger' });
        })
        .finally(settle);
    },
    [add, i18n, open, remove, requireMember, t, toast],
  );

  const favouriteIds = useMemo(() => {
    const set = new Set(ids);
    for (const [nodeId, favourite] of pending) {
      if (favourite) set.add(nodeId);
      else set.delete(nodeId);
    }
    return set;
  }, [ids, pending]);

  return { play, trial, setFavourite, favouriteIds };
}

/** A wire game as the design system's card. */
function toCard(game: WireGame, favourite: boolean, imageCdns: readonly string[] = []): CardGame {
  return {
    id: String(game.nodeId),
    name: game.gameName || game.nodeName,
    vendorName: game.displayName,
    image: gameIconUrl(game, imageCdns),
    favourite,
  };
}

/** Cards for the design system plus their actions, to spread into GameRow / GameGrid / GameCard. */
export function useGameCards(games: readonly WireGame[]): { cards: CardGame[]; actions: GameActions } {
  const { play, trial, setFavourite, favouriteIds } = useGamePlay();
  const status = useSystemStatus();
  const imageCdns = status.data?.info.config.imageCdnList;
  const byId = useMemo(() => new Map(games.map((game) => [String(game.nodeId), game])), [games]);
  // The CDN is picked once per list, not on every render (SPEC.md section 7: at random per use).
  const images = useMemo(
    () => new Map(games.map((game) => [game.nodeId, toCard(game, false, imageCdns).image])),
    [games, imageCdns],
  );
  const cards = useMemo(
    () =>
      games.map((game) => ({
        ...toCard(game, favouriteIds.has(game.nodeId)),
        image: images.get(game.nodeId) ?? '',
      })),
    [favouriteIds, games, images],
  );
  // The design system offers the trial button per list: it shows when any game of the list has free
  // play; a game without it says so when pressed.
  const anyFreePlay = games.some((game) => game.freePlay);
  const actions = useMemo<GameActions>(() => {
    const withGame = (card: CardGame, act: (game: WireGame) => void) => {
      const game = byId.get(card.id);
      if (game) act(game);
    };
    return {
      onPlay: (card) => withGame(card, play),
      onTrial: anyFreePlay ? (card) => withGame(card, trial) : undefined,
      onFavouriteChange: (card, favourite) => withGame(card, (game) => setFavourite(game, favourite)),
    };
  }, [anyFreePlay, byId, play, setFavourite, trial]);
  return { cards, actions };
}
