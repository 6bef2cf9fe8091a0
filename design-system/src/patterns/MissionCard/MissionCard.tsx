import { useId, type ReactNode } from 'react';
import type { MissionState } from '@lobby/contract';
import { Card } from '../../components/Card';
import { ProgressBar } from '../../components/ProgressBar';
import { formatNumber } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import * as styles from './MissionCard.css';

export interface MissionCardProps {
  title: string;
  progress: number;
  target: number;
  /** The reward, already formatted (formatMoney). */
  reward: string;
  state: MissionState;
  /** An action under the reward (claim), when there is one. */
  action?: ReactNode;
  /** The outline level of the title (3 by default). */
  headingLevel?: 2 | 3 | 4;
}

const stateKeys = {
  IN_PROGRESS: 'accountMissionInProgress',
  COMPLETED: 'accountMissionCompleted',
  CLAIMED: 'accountMissionClaimed',
} as const;

/** Decorative marks that tell the states apart by shape as well as by colour. */
const marks: Record<MissionState, ReactNode> = {
  IN_PROGRESS: <circle cx="8" cy="8" r="5" fill="none" stroke="currentColor" strokeWidth="2" />,
  COMPLETED: <path d="M3 8.5l3 3 7-7" fill="none" stroke="currentColor" strokeWidth="2" />,
  CLAIMED: <path d="M3 8h10" stroke="currentColor" strokeWidth="2" />,
};

/** One mission (MCSFE_getMissionSummaryDetails): its progress as a bar and in figures, its reward and state. */
export function MissionCard({ title, progress, target, reward, state, action, headingLevel = 3 }: MissionCardProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const titleId = useId();
  const Heading = `h${headingLevel}` as const;
  const done = Math.min(Math.max(progress, 0), target);
  const figures = t('accountMissionProgressValue', {
    progress: formatNumber(done, { locale }),
    target: formatNumber(target, { locale }),
  });
  return (
    <Card as="article" padding="md" className={styles.root} aria-labelledby={titleId}>
      <div className={styles.top}>
        <Heading id={titleId} className={styles.title}>
          {title}
        </Heading>
        <span className={`${styles.state} ${styles.stateTone[state]}`}>
          <svg viewBox="0 0 16 16" className={styles.mark} aria-hidden="true">
            {marks[state]}
          </svg>
          {t(stateKeys[state])}
        </span>
      </div>
      <ProgressBar
        label={t('accountMissionProgress', { title })}
        value={done}
        max={target}
        valueText={figures}
        size="sm"
      />
      <div className={styles.bottom}>
        <span className={styles.figure}>{figures}</span>
        <span>
          {t('accountMissionReward')}: <span className={styles.reward}>{reward}</span>
        </span>
      </div>
      {action}
    </Card>
  );
}
