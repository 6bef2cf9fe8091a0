/**
 * /seamless: a game started "in the route directly" (SPEC.md section 2). The query names the game
 * (nodeId, vassalage, gameCode, gameType, name) and `mode=free` asks for free play (accountType 0,
 * open to everyone); otherwise it is real money (accountType 1, members only, SPEC.md section 6).
 */
import { Button, EmptyState, Text } from '@lobby/design-system';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import type { ProductLine } from '@lobby/contract';
import { useLaunchGame, useSessionState } from '../../data';
import { freePlayMode, seamlessParams } from '.';
import { GameFrame, GameToolbar } from './GameFrame';
import { useLaunch } from './useLaunch';
import { routeOfLine } from '../../routes/categories';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import * as styles from './SeamlessPage.css';

export default function SeamlessPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
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

  const launch = useLaunch(known && mayPlay ? `${nodeId}:${vassalage}:${free ? 0 : 1}` : null, (options) =>
    launchGame({ nodeId, vassalage, launchMode: 'game', accountType: free ? 0 : 1 }, options),
  );

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
  } else {
    body = <GameFrame launch={launch} name={name} frameRef={frameRef} />;
  }

  const ready = launch.state.status === 'ready' && known && mayPlay;
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
