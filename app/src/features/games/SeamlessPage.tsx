/**
 * /seamless: a game started "in the route directly" (SPEC.md section 2). The query names the game
 * (nodeId, vassalage, gameCode, gameType, name) and `mode=free` asks for free play (accountType 0,
 * open to everyone, GCS_gameLaunchFB); otherwise it is real money (accountType 1, members only,
 * SPEC.md section 6). A card game (PVP) for real money first asks for a room (GLS2_roomList, SPEC.md
 * section 7): the room goes into the query (`room`), so that Back returns to the rooms, and a room
 * that filled up meanwhile (ROOM_FULL) brings the rooms back with the reason.
 */
import { Button, CardRoomList, EmptyState, Text } from '@lobby/design-system';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { ErrorCode, type ProductLine } from '@lobby/contract';
import { errorText, isApiError } from '../../api';
import { useCardRooms, useLaunchGame, useSessionState } from '../../data';
import { useCurrencySymbol } from '../shared';
import { freePlayMode, seamlessParams } from '.';
import { GameFrame, GameToolbar } from './GameFrame';
import { useLaunch } from './useLaunch';
import { routeOfLine } from '../../routes/categories';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import * as styles from './SeamlessPage.css';

export default function SeamlessPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const [params, setParams] = useSearchParams();
  const { isLogin, isTrial } = useSessionState();
  const { open } = useSite();
  const launchGame = useLaunchGame();
  const frameRef = useRef<HTMLIFrameElement>(null);

  const nodeId = Number(params.get(seamlessParams.nodeId));
  const vassalage = params.get(seamlessParams.vassalage) ?? '';
  const gameType = params.get(seamlessParams.gameType) as ProductLine | null;
  // A missing or empty name falls back to the vendor.
  const name = (params.get(seamlessParams.name) ?? '').trim() || vassalage;
  const free = params.get(seamlessParams.mode) === freePlayMode;
  const known = Number.isSafeInteger(nodeId) && nodeId > 0;
  const mayPlay = free || (isLogin && !isTrial);
  const gameCode = params.get(seamlessParams.gameCode) ?? '';
  const roomId = params.get(seamlessParams.room) ?? undefined;
  const inRooms = gameType === 'PVP' && !free && gameCode !== '';
  const currencySymbol = useCurrencySymbol();

  const launch = useLaunch(
    known && mayPlay && (!inRooms || roomId) ? `${nodeId}:${vassalage}:${free ? 0 : 1}:${roomId ?? ''}` : null,
    (options) => launchGame({ nodeId, vassalage, launchMode: 'game', accountType: free ? 0 : 1, roomId }, options),
  );
  const { state } = launch;
  const roomFull =
    state.status === 'failed' && isApiError(state.error) && state.error.errorCode === ErrorCode.ROOM_FULL
      ? state.error
      : undefined;
  const choosing = inRooms && (!roomId || roomFull !== undefined);
  const rooms = useCardRooms(vassalage, gameCode, known && mayPlay && choosing);
  // The same room again (it was full a moment ago) is a new try; another room is a new launch.
  const chooseRoom = (room: string) => {
    if (room === roomId) {
      launch.retry();
      return;
    }
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.set(seamlessParams.room, room);
      return next;
    });
  };

  const route = gameType ? routeOfLine[gameType] : undefined;
  const back = () => void navigate(route ? href(route) : href('home'));
  const backButton = (
    <Button variant="secondary" onClick={back}>
      {t('games.seamless.back')}
    </Button>
  );

  let body;
  if (!known) {
    body = <EmptyState title={t('games.seamless.missing')} action={backButton} />;
  } else if (!isLogin && !free) {
    body = (
      <EmptyState
        title={t('games.seamless.loginToPlay')}
        action={<Button onClick={() => open({ kind: 'login' })}>{t('games.seamless.login')}</Button>}
      />
    );
  } else if (!mayPlay) {
    body = <EmptyState title={t('site.registerFirst')} action={backButton} />;
  } else if (choosing) {
    body = (
      <div className={styles.rooms}>
        {roomFull ? (
          <Text role="alert" tone="danger">
            {errorText(i18n.t, roomFull)}
          </Text>
        ) : null}
        <CardRoomList
          rooms={rooms.data?.rooms}
          error={rooms.error ? errorText(i18n.t, rooms.error) : undefined}
          onRetry={() => void rooms.mutate()}
          onChoose={(room) => chooseRoom(room.roomId)}
          currencySymbol={currencySymbol}
        />
      </div>
    );
  } else {
    body = <GameFrame launch={launch} name={name} frameRef={frameRef} />;
  }

  const ready = launch.state.status === 'ready' && known && mayPlay && !choosing;
  return (
    <div className={styles.root}>
      <GameToolbar
        back={backButton}
        title={name || t('games.title')}
        ready={ready}
        onReload={launch.retry}
        frameRef={frameRef}
      >
        {known ? (
          <Text size="sm" tone="secondary">
            {free ? t('games.seamless.free') : t('games.seamless.real')}
          </Text>
        ) : null}
      </GameToolbar>
      {body}
    </div>
  );
}
