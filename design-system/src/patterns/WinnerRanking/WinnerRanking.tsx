import { useId, type ReactNode } from 'react';
import { Button } from '../../components/Button';
import { Card } from '../../components/Card';
import { EmptyState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';
import { Medal, podiumSize, rankWinners, useWinnerMoney, type Winner } from '../winners';
import * as styles from './WinnerRanking.css';

export interface WinnerRankingProps {
  winners: Winner[];
  /** The platform's currency symbol, shown before each amount. */
  currencySymbol: string;
  loading?: boolean;
  /** Why the winners could not be loaded; shown with a retry when `onRetry` is given. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to show when nobody has won yet. */
  empty?: ReactNode;
  /** The outline level of the two groups' headings (2 by default). */
  headingLevel?: 2 | 3;
}

/**
 * The winners page (SPEC.md section 9: at most 20 winners, biggest first, amounts with 2 decimals):
 * the top 3 as cards, then every other rank in one still list.
 */
export function WinnerRanking({
  winners,
  currencySymbol,
  loading = false,
  error,
  onRetry,
  empty,
  headingLevel = 2,
}: WinnerRankingProps) {
  const t = useDsTranslation();
  const topId = useId();
  const restId = useId();
  const Heading = `h${headingLevel}` as const;
  const money = useWinnerMoney(currencySymbol);

  if (loading) {
    return (
      <div className={styles.root} role="status">
        <span className={visuallyHidden}>{t('winnerBoardLoading')}</span>
        <div className={styles.podium} aria-hidden="true">
          {Array.from({ length: podiumSize }, (_, index) => (
            <Skeleton key={index} variant="rect" height={`calc(${vars.component.control.height.lg} * 3)`} />
          ))}
        </div>
        <div aria-hidden="true">
          <Skeleton lines={8} />
        </div>
      </div>
    );
  }
  if (error) {
    return (
      <Card padding="xl" bordered={false} className={styles.state} role="alert">
        <span className={styles.stateText}>{error}</span>
        {onRetry ? (
          <Button variant="secondary" onClick={onRetry}>
            {t('accountWinnersRetry')}
          </Button>
        ) : null}
      </Card>
    );
  }
  const { ranked, top, rest } = rankWinners(winners);
  if (ranked.length === 0) return <EmptyState title={empty ?? t('winnerBoardEmpty')} />;

  return (
    <div className={styles.root}>
      <section aria-labelledby={topId}>
        <Heading id={topId} className={styles.groupTitle}>
          {t('accountWinnersTop')}
        </Heading>
        <ol className={styles.podium}>
          {top.map((winner, index) => (
            <Card key={winner.id} as="li" padding="lg" className={styles.place}>
              <Medal rank={(index + 1) as 1 | 2 | 3} size="md" />
              <span className={styles.clip}>{winner.player}</span>
              <span className={styles.bigAmount}>{money(winner.amount)}</span>
              <span className={styles.secondary}>{winner.gameName}</span>
              {winner.time ? <span className={styles.time}>{winner.time}</span> : null}
            </Card>
          ))}
        </ol>
      </section>
      {rest.length > 0 ? (
        <section aria-labelledby={restId}>
          <Heading id={restId} className={styles.groupTitle}>
            {t('accountWinnersRest', { last: ranked.length })}
          </Heading>
          <Card as="ol" padding="none" className={styles.list} start={podiumSize + 1}>
            {rest.map((winner, index) => (
              <li key={winner.id} className={styles.row}>
                <span className={styles.rank}>
                  <span aria-hidden="true">{podiumSize + 1 + index}</span>
                  <span className={visuallyHidden}>{t('winnerBoardRank', { rank: podiumSize + 1 + index })}</span>
                </span>
                <span className={styles.clip}>{winner.player}</span>
                <span className={styles.clip}>{winner.gameName}</span>
                <span className={styles.time}>{winner.time}</span>
                <span className={styles.amount}>{money(winner.amount)}</span>
              </li>
            ))}
          </Card>
        </section>
      ) : null}
    </div>
  );
}
