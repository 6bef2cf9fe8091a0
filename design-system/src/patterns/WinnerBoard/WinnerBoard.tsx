import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import { Card } from '../../components/Card';
import { Heading } from '../../components/Text';
import { Tiles } from '../../components/Tiles';
import { useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';
import { Medal, podiumSize, rankWinners, useWinnerMoney, winnerStyles, type Winner } from '../winners';
import * as styles from './WinnerBoard.css';

export { winnerBoardLimit, type Winner } from '../winners';

export interface WinnerBoardProps {
  winners: Winner[];
  /** The platform's currency symbol, shown before each amount. */
  currencySymbol: string;
  /** Scrolls ranks 4 and on continuously; `false` (or reduced motion) keeps them still. */
  animate?: boolean;
  loading?: boolean;
  /** What to show when nobody has won yet. */
  empty?: ReactNode;
}

// Each row stays about two seconds in view while the list scrolls.
const stepsPerRow = 6;

/** The home page's board of recent big wins (SPEC.md section 9). */
export function WinnerBoard({ winners, currencySymbol, animate = true, loading = false, empty }: WinnerBoardProps) {
  const t = useDsTranslation();
  const titleId = useId();
  const money = useWinnerMoney(currencySymbol);
  const { ranked, top, rest } = rankWinners(winners);

  return (
    <Card
      as="section"
      padding="lg"
      bordered={false}
      className={styles.root}
      aria-labelledby={titleId}
      aria-busy={loading || undefined}
    >
      <Heading level={2} size={3} id={titleId}>
        {t('winnerBoardTitle')}
      </Heading>
      {loading ? (
        <Placeholder label={t('winnerBoardLoading')} />
      ) : ranked.length === 0 ? (
        <p className={styles.empty}>{empty ?? t('winnerBoardEmpty')}</p>
      ) : (
        <>
          <Tiles as="ol" columns={podiumSize} gap="sm">
            {top.map((winner, index) => (
              <Card key={winner.id} as="li" tone="base" padding="md" radius="md" className={styles.place}>
                <Medal rank={(index + 1) as 1 | 2 | 3} size="sm" />
                <span className={styles.clip}>{winner.player}</span>
                <span className={winnerStyles.amount}>{money(winner.amount)}</span>
                <span className={styles.secondary}>{winner.gameName}</span>
                {winner.time ? <span className={styles.secondary}>{winner.time}</span> : null}
              </Card>
            ))}
          </Tiles>
          {rest.length > 0 ? (
            <ScrolledRanks label={t('winnerBoardMore')} winners={rest} animate={animate} money={money} />
          ) : null}
        </>
      )}
    </Card>
  );
}

interface ScrolledRanksProps {
  label: string;
  winners: Winner[];
  animate: boolean;
  money: (amount: number) => string;
}

/** Ranks 4 and on: a list shown twice end to end, so that scrolling by half of it loops seamlessly. */
function ScrolledRanks({ label, winners, animate, money }: ScrolledRanksProps) {
  const list = (copy: boolean) => (
    <ol
      className={copy ? `${styles.list} ${styles.copy}` : styles.list}
      start={podiumSize + 1}
      aria-hidden={copy || undefined}
    >
      {winners.map((winner, index) => (
        <li key={winner.id} className={styles.row}>
          <span className={styles.rank}>{podiumSize + 1 + index}</span>
          <span className={styles.clip}>{winner.player}</span>
          <span className={styles.secondary}>{winner.gameName}</span>
          <span className={winnerStyles.amount}>{money(winner.amount)}</span>
        </li>
      ))}
    </ol>
  );
  return (
    // Focusable so keyboard users can stop it (focus pauses it) and scroll it when it is still.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrollable region must be reachable by keyboard
    <div className={styles.viewport} tabIndex={0} role="region" aria-label={label} data-moving={animate}>
      <div
        className={styles.track}
        data-moving={animate}
        style={assignInlineVars({
          [styles.passDuration]: `calc(${vars.duration.slow} * ${winners.length * stepsPerRow})`,
        })}
      >
        {list(false)}
        {animate ? list(true) : null}
      </div>
    </div>
  );
}

function Placeholder({ label }: { label: string }) {
  return (
    <div role="status" className={styles.placeholders}>
      <span className={visuallyHidden}>{label}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <div key={index} className={styles.placeholder} aria-hidden="true" />
      ))}
    </div>
  );
}
