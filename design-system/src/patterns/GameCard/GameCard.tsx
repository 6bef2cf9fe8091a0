import { useState } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { Image } from '../../components/Image';
import { Skeleton } from '../../components/Skeleton';
import { useLeadingThrottle } from '../../hooks/useLeadingThrottle';
import { useDsTranslation } from '../../i18n';
import * as styles from './GameCard.css';

export interface Game {
  id: string;
  /** The game's display name. */
  name: string;
  /** The vendor's display name (SPEC.md section 2). */
  vendorName: string;
  /** The game's icon (a URL); a default picture replaces it when it fails. */
  image: string;
  favourite?: boolean;
}

/** What a list of games does with a card's actions. */
export interface GameActions {
  /** Play now. Guests and trial users too: the app decides (login popup, register warning). */
  onPlay: (game: Game) => void;
  /** Free trial; the button shows only when this is given. */
  onTrial?: (game: Game) => void;
  /** The heart; the heart shows only when this is given. At most one call per second. */
  onFavouriteChange?: (game: Game, favourite: boolean) => void;
}

export interface GameCardProps extends GameActions {
  game: Game;
  /** Shows a placeholder card of the same size. */
  loading?: boolean;
  /** Shows the actions without hover or focus (for reviewing them). */
  revealActions?: boolean;
  /**
   * In the first view of the page: the icon loads at once (eager), at the browser's own priority.
   * Not high: above the game rows the banner is the largest paint, and six icons asking for high
   * priority (React then preloads each from the head) took the bandwidth of a phone's first second
   * from it and from the style sheet.
   */
  priority?: boolean;
}

// SPEC.md section 7: the favourite toggle makes one call per 1000 ms, leading call only.
export const favouriteThrottleMs = 1000;
// The icon's intrinsic size: reserves a square before the picture loads.
const iconSize = 240;

/** A game in a lobby list: icon, name, vendor, play now, free trial and the favourite heart. */
export function GameCard({ game, loading = false, revealActions = false, ...actions }: GameCardProps) {
  if (loading) return <GameCardSkeleton />;
  return <LoadedGameCard game={game} revealActions={revealActions} {...actions} />;
}

function LoadedGameCard({ game, revealActions, priority, onPlay, onTrial, onFavouriteChange }: GameCardProps) {
  const t = useDsTranslation();
  return (
    <Card
      as="article"
      padding="xs"
      radius="md"
      bordered={false}
      className={styles.card}
      data-reveal={revealActions ? 'true' : undefined}
    >
      <div className={styles.media}>
        {/* Decorative: the name is written right below it. */}
        <Image src={game.image} alt="" width={iconSize} height={iconSize} loading={priority ? 'eager' : 'lazy'} />
        <div className={styles.actions}>
          <Button size="sm" aria-label={t('gameCardPlayLabel', { name: game.name })} onClick={() => onPlay(game)}>
            {t('gameCardPlay')}
          </Button>
          {onTrial ? (
            <Button
              size="sm"
              variant="secondary"
              aria-label={t('gameCardTrialLabel', { name: game.name })}
              onClick={() => onTrial(game)}
            >
              {t('gameCardTrial')}
            </Button>
          ) : null}
        </div>
        {onFavouriteChange ? <FavouriteHeart game={game} onChange={onFavouriteChange} /> : null}
      </div>
      <p className={styles.name} title={game.name}>
        {game.name}
      </p>
      <p className={styles.vendor}>{game.vendorName}</p>
    </Card>
  );
}

function FavouriteHeart({ game, onChange }: { game: Game; onChange: NonNullable<GameActions['onFavouriteChange']> }) {
  const t = useDsTranslation();
  const given = game.favourite ?? false;
  // Shown at once (optimistic); a new value from the app wins.
  const [favourite, setFavourite] = useState(given);
  const [lastGiven, setLastGiven] = useState(given);
  if (given !== lastGiven) {
    setLastGiven(given);
    setFavourite(given);
  }
  const toggle = useLeadingThrottle(() => {
    setFavourite(!favourite);
    onChange(game, !favourite);
  }, favouriteThrottleMs);
  return (
    <button
      type="button"
      className={styles.heart}
      aria-pressed={favourite}
      aria-label={t('gameCardFavourite', { name: game.name })}
      onClick={toggle}
    >
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        fill={favourite ? 'currentColor' : 'none'}
        stroke="currentColor"
        strokeWidth="2"
      >
        <path strokeLinejoin="round" d="M12 20s-7-4.35-7-10a4 4 0 0 1 7-2.65A4 4 0 0 1 19 10c0 5.65-7 10-7 10Z" />
      </svg>
    </button>
  );
}

function GameCardSkeleton() {
  // Hidden from assistive technology: the list around it says once that it is loading.
  return (
    <Card padding="xs" radius="md" bordered={false} className={styles.card} aria-hidden="true">
      <div className={styles.media}>
        <Skeleton variant="rect" height="100%" />
      </div>
      <Skeleton variant="text" lines={2} />
    </Card>
  );
}
