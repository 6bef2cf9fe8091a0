/**
 * A launched game in a full-size frame, with the launch's loading and failure states: a failure has
 * a retry, and 'previous game has not finished' offers to close the other game (DELETE launchGame).
 */
import { Button, EmptyState, Loader } from '@lobby/design-system';
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
