import { assignInlineVars } from '@vanilla-extract/dynamic';
import { useId, type ReactNode } from 'react';
import { Heading } from '../../components/Text';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { visuallyHidden } from '../../theme/global.css';
import { vars } from '../../theme/vars.css';
import * as styles from './WinnerBoard.css';

export interface Winner {
  id: string;
  /** The player's name, already masked by the server. */
  player: string;
  amount: number;
  gameName: string;
  /** When it was won, already formatted. */
  time?: string;
}

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

// SPEC.md section 9: at most 20 winners, sorted by amount, the first 3 on a podium.
export const winnerBoardLimit = 20;
const podiumSize = 3;
// Each row stays about two seconds in view while the list scrolls.
const stepsPerRow = 6;

/** The home page's board of recent big wins (SPEC.md section 9). */
export function WinnerBoard({ winners, currencySymbol, animate = true, loading = false, empty }: WinnerBoardProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });
  const ranked = [...winners].sort((a, b) => b.amount - a.amount).slice(0, winnerBoardLimit);
  const top = ranked.slice(0, podiumSize);
  const rest = ranked.slice(podiumSize);

  return (
    <section className={styles.root} aria-labelledby={titleId} aria-busy={loading || undefined}>
      <Heading level={2} size={3} id={titleId}>
        {t('winnerBoardTitle')}
      </Heading>
      {loading ? (
        <Placeholder label={t('winnerBoardLoading')} />
      ) : ranked.length === 0 ? (
        <p className={styles.empty}>{empty ?? t('winnerBoardEmpty')}</p>
      ) : (
        <>
          <ol className={styles.podium}>
            {top.map((winner, index) => (
              <li key={winner.id} className={styles.place}>
                <span className={`${styles.medal} ${styles.medalTone[(index + 1) as 1 | 2 | 3]}`}>
                  <span aria-hidden="true">{index + 1}</span>
                  <span className={visuallyHidden}>{t('winnerBoardRank', { rank: index + 1 })}</span>
                </span>
                <span className={styles.clip}>{winner.player}</span>
                <span className={styles.amount}>{money(winner.amount)}</span>
                <span className={styles.secondary}>{winner.gameName}</span>
                {winner.time ? <span className={styles.secondary}>{winner.time}</span> : null}
              </li>
            ))}
          </ol>
          {rest.length > 0 ? (
            <ScrolledRanks label={t('winnerBoardMore')} winners={rest} animate={animate} money={money} />
          ) : null}
        </>
      )}
    </section>
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
          <span className={styles.amount}>{money(winner.amount)}</span>
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
