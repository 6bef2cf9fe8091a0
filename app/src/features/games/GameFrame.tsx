/**
 * A launched game in a full-size frame, with the launch's loading and failure states: a failure has
 * a retry, and 'previous game has not finished' offers to close the other game (DELETE launchGame).
 */
import { Button, EmptyState, Heading, Inline, Loader } from '@lobby/design-system';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import * as styles from './GameFrame.css';
import type { Launch } from './useLaunch';

export interface GameFrameProps {
  launch: Launch;
  /** The game's name: the frame's accessible name. */
  name: string;
  /** The frame element, for full screen. */
  frameRef?: React.Ref<HTMLIFrameElement>;
}

// Games come from the vendors' own sites: they run scripts and open their own windows, nothing more.
const sandbox =
  'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox allow-pointer-lock';

export function GameFrame({ launch, name, frameRef }: GameFrameProps) {
  const { t, i18n } = useTranslation();
  const { state, retry, closePreviousAndRetry, closing } = launch;
  return (
    <div className={styles.stage}>
      {state.status === 'launching' ? (
        <Loader label={t('games.seamless.opening')} />
      ) : state.status === 'ready' ? (
        <iframe
          ref={frameRef}
          className={styles.frame}
          src={state.url}
          title={t('games.seamless.frameTitle', { name })}
          sandbox={sandbox}
          allow="fullscreen; autoplay"
          allowFullScreen
        />
      ) : state.status === 'previousOpen' ? (
        <EmptyState
          title={errorText(i18n.t, state.error)}
          description={t('games.seamless.previousOpen')}
          action={
            <Button loading={closing} onClick={() => void closePreviousAndRetry()}>
              {t('games.seamless.closePrevious')}
            </Button>
          }
        />
      ) : (
        <div role="alert">
          <EmptyState
            title={t('games.seamless.failed')}
            description={errorText(i18n.t, state.error)}
            action={
              <Button variant="secondary" onClick={retry}>
                {t('games.retry')}
              </Button>
            }
          />
        </div>
      )}
    </div>
  );
}

export interface GameToolbarProps {
  /** The way back, first in the bar. */
  back: ReactNode;
  /** The game's name: the page's heading. */
  title: string;
  /** What the page shows after the name. */
  children?: ReactNode;
  /** The game is open: reload and full screen are offered. */
  ready: boolean;
  onReload: () => void;
  frameRef: React.RefObject<HTMLIFrameElement | null>;
}

/** The bar above a launched game: back, the game's name, and reload and full screen once it is open. */
export function GameToolbar({ back, title, children, ready, onReload, frameRef }: GameToolbarProps) {
  const { t } = useTranslation();
  return (
    <div className={styles.toolbar}>
      {back}
      <div className={styles.title}>
        <Heading level={1} size={4}>
          {title}
        </Heading>
      </div>
      {children}
      {ready ? (
        <Inline gap="xs">
          <Button variant="ghost" onClick={onReload}>
            {t('games.seamless.reload')}
          </Button>
          <Button variant="ghost" onClick={() => void frameRef.current?.requestFullscreen()}>
            {t('games.seamless.fullscreen')}
          </Button>
        </Inline>
      ) : null}
    </div>
  );
}
