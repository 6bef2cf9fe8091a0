import type { CardRoom } from '@lobby/contract';
import { useId } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState, LoadFailed, LoadingState } from '../../components/EmptyState';
import { ProgressBar } from '../../components/ProgressBar';
import { Skeleton } from '../../components/Skeleton';
import { Inline, Stack } from '../../components/Stack';
import { Heading, Text } from '../../components/Text';
import { Tiles } from '../../components/Tiles';
import { formatMoney, formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { vars } from '../../theme/vars.css';
import * as styles from './CardRoomList.css';

export interface CardRoomListProps {
  /** The game's rooms (GLS2_roomList); absent while they load. */
  rooms?: readonly CardRoom[];
  /** A load failure's message (already worded): shown with a retry. */
  error?: string;
  onRetry?: () => void;
  /** The room the player picked. */
  onChoose: (room: CardRoom) => void;
  /** The platform's currency symbol for the bets. */
  currencySymbol?: string;
  /** The outline level of the list's title (2 by default). */
  headingLevel?: 2 | 3;
}

const placeholderCount = 4;

/**
 * The rooms of a PVP card game (SPEC.md section 7, GLS2_roomList), picked before the game opens:
 * each room's bet range and seats taken, and a way in unless every seat is taken.
 */
export function CardRoomList({ rooms, error, onRetry, onChoose, currencySymbol, headingLevel = 2 }: CardRoomListProps) {
  const t = useDsTranslation();
  const titleId = useId();

  let body;
  if (error) {
    body = <LoadFailed error={error} onRetry={onRetry} retryLabel={t('gameGridRetry')} />;
  } else if (!rooms) {
    body = (
      <LoadingState label={t('cardRoomListLoading')}>
        <Tiles minColumnWidth={vars.size.column.tile} gap="lg">
          {Array.from({ length: placeholderCount }, (_, index) => (
            <Card key={index} padding="md" className={styles.card}>
              <Skeleton width="60%" height="1.5em" />
              <Skeleton lines={2} />
              <Skeleton variant="rect" height={vars.component.control.height.md} />
            </Card>
          ))}
        </Tiles>
      </LoadingState>
    );
  } else if (rooms.length === 0) {
    body = <EmptyState title={t('cardRoomListEmpty')} />;
  } else {
    body = (
      <Tiles as="ul" minColumnWidth={vars.size.column.tile} gap="lg">
        {rooms.map((room) => (
          <RoomCard
            key={room.roomId}
            room={room}
            onChoose={onChoose}
            currencySymbol={currencySymbol}
            headingLevel={headingLevel === 2 ? 3 : 4}
          />
        ))}
      </Tiles>
    );
  }

  return (
    <Stack as="section" gap="md" aria-labelledby={titleId}>
      <Heading level={headingLevel} size={3} id={titleId}>
        {t('cardRoomListTitle')}
      </Heading>
      {body}
    </Stack>
  );
}

interface RoomCardProps {
  room: CardRoom;
  onChoose: (room: CardRoom) => void;
  currencySymbol?: string;
  headingLevel: 3 | 4;
}

function RoomCard({ room, onChoose, currencySymbol, headingLevel }: RoomCardProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const fullId = useId();
  const full = room.players >= room.capacity;
  // Stakes are usually whole amounts: cents only when a limit has them.
  const decimals = Number.isInteger(room.minBet) && Number.isInteger(room.maxBet) ? 0 : 2;
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals });
  const seats = { players: formatNumber(room.players, { locale }), capacity: formatNumber(room.capacity, { locale }) };

  return (
    <Card as="li" padding="md" elevated className={styles.card}>
      <Heading level={headingLevel} size={4}>
        {room.roomName}
      </Heading>
      <Text size="sm" tone="secondary">
        {t('cardRoomListBets', { min: money(room.minBet), max: money(room.maxBet) })}
      </Text>
      <Inline justify="between" align="baseline" gap="sm">
        <Text as="span" size="sm">
          {t('cardRoomListPlayers', seats)}
        </Text>
        {full ? (
          <Text as="span" id={fullId} size="sm" tone="danger" weight="bold">
            {t('cardRoomListFull')}
          </Text>
        ) : null}
      </Inline>
      <ProgressBar
        size="sm"
        label={t('cardRoomListOccupancy', { name: room.roomName })}
        value={room.players}
        max={room.capacity}
        valueText={t('cardRoomListOccupancyValue', seats)}
      />
      <div className={styles.action}>
        <Button
          fullWidth
          disabled={full}
          aria-label={t('cardRoomListEnterLabel', { name: room.roomName })}
          aria-describedby={full ? fullId : undefined}
          onClick={() => onChoose(room)}
        >
          {t('cardRoomListEnter')}
        </Button>
      </div>
    </Card>
  );
}
