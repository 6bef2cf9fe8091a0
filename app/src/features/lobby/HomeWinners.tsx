import { Button, formatDateTime, useReducedMotion, WinnerBoard, type Winner } from '@lobby/design-system';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../api';
import { useBalance, useSystemStatus, useWinnerBoard } from '../../data';
import * as styles from './HomeLobby.css';

/**
 * The winner board (SPEC.md section 9: 20 entries, biggest first, the top 3 on a podium), in the
 * currency of the player's balance, or the site's when nobody is logged in.
 */
export function HomeWinners() {
  const { t, i18n } = useTranslation();
  const board = useWinnerBoard();
  const still = useReducedMotion();
  const { mutate } = board;
  const config = useSystemStatus().data?.info.config;
  const balance = useBalance();
  const currencySymbol = balance.data?.currencySymbol ?? config?.currencySymbol ?? '';
  const offsetMinutes = config?.timezoneOffset ?? 0;
  const language = i18n.language;
  const winners = useMemo(
    () =>
      board.winners.map((winner, index): Winner => ({
        id: `${index}-${winner.nodeId}-${winner.winTime}`,
        player: winner.customerName,
        amount: winner.winAmount,
        gameName: winner.gameName,
        time: formatDateTime(winner.winTime, { locale: language, offsetMinutes }),
      })),
    [board.winners, language, offsetMinutes],
  );
  const failed = board.error !== undefined && !board.data;

  return (
    <div data-testid="home-winners" data-state={failed ? 'error' : undefined}>
      <WinnerBoard
        winners={winners}
        currencySymbol={currencySymbol}
        animate={!still}
        loading={board.isLoading}
        // The board has no error state of its own: its empty line says what failed, with a retry.
        empty={
          failed ? (
            <span role="alert" className={styles.winnersError}>
              <span>
                {t('home.winners.failed')} {errorText(i18n.t, board.error)}
              </span>
              <Button size="sm" variant="secondary" onClick={() => void mutate()}>
                {t('home.retry')}
              </Button>
            </span>
          ) : undefined
        }
      />
    </div>
  );
}
