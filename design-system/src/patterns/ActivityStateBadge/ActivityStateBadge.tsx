import { type ActivityState, type RewardState } from '@lobby/contract';
import { useDsTranslation } from '../../i18n';
import * as styles from './ActivityStateBadge.css';
import { activityTone, rewardTone, type StateTone } from './states';

interface StateBadgeProps {
  tone: StateTone;
  label: string;
}

/** A state word in a pill with a coloured dot: shared by the activity and reward badges. */
function StateBadge({ tone, label }: StateBadgeProps) {
  return (
    <span className={styles.root} data-tone={tone}>
      <span className={`${styles.dot} ${styles.dotTone[tone]}`} aria-hidden="true" />
      {label}
    </span>
  );
}

export interface ActivityStateBadgeProps {
  /** The player's state in the activity (SPEC.md section 4). */
  state: ActivityState;
}

/** The player's state in a promotion or activity, in words, at a glance. */
export function ActivityStateBadge({ state }: ActivityStateBadgeProps) {
  const t = useDsTranslation();
  return <StateBadge tone={activityTone[state]} label={t(`promotionsState${state}`)} />;
}

export interface RewardStateBadgeProps {
  state: RewardState;
}

/** A reward's state in the reward centre: to claim, claimed, processing or expired. */
export function RewardStateBadge({ state }: RewardStateBadgeProps) {
  const t = useDsTranslation();
  return <StateBadge tone={rewardTone[state]} label={t(`promotionsReward${state}`)} />;
}
