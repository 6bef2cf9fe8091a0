import { useId, type ReactNode } from 'react';
import { type RewardState } from '@lobby/contract';
import { Button } from '../../components/Button';
import { EmptyState, LoadFailed, LoadingState } from '../../components/EmptyState';
import { Skeleton } from '../../components/Skeleton';
import { Heading, Text } from '../../components/Text';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { RewardStateBadge } from '../ActivityStateBadge/ActivityStateBadge';
import * as styles from './RewardList.css';

export interface RewardItem {
  id: string;
  title: string;
  amount: number;
  state: RewardState;
  /** When it was issued, formatted. */
  issued: string;
  /** The last day to claim it (ISSUED) or when it expired (EXPIRED), formatted. */
  expires?: string;
  /** When it was claimed, formatted. */
  claimed?: string;
}

export interface RewardListProps {
  rewards: RewardItem[];
  /** The platform's currency symbol, shown before each amount. */
  currencySymbol: string;
  /** Names the list for assistive technology. */
  label: string;
  /** The rewards being claimed: their buttons are busy; the others stay usable. */
  claimingIds?: readonly string[];
  onClaim: (id: string) => void;
  loading?: boolean;
  /** Why the list could not be loaded; shown with a retry. */
  error?: ReactNode;
  onRetry?: () => void;
  /** What to say when there is none. */
  empty?: ReactNode;
  /** Each reward's title level under the page's headings. */
  headingLevel?: 2 | 3;
}

/**
 * The reward centre's rewards (SPEC.md sections 1 and 2): each with its amount, state and dates, and
 * a claim button while it is issued. A claim in flight keeps its button busy (one request per click).
 */
export function RewardList({
  rewards,
  currencySymbol,
  label,
  claimingIds = [],
  onClaim,
  loading = false,
  error,
  onRetry,
  empty,
  headingLevel = 3,
}: RewardListProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });
  if (loading) {
    return (
      <LoadingState label={t('promotionsRewardLoading')} className={styles.placeholder}>
        <Skeleton lines={4} />
      </LoadingState>
    );
  }
  if (error) return <LoadFailed error={error} onRetry={onRetry} retryLabel={t('promotionsRewardRetry')} />;
  if (rewards.length === 0) return <EmptyState title={empty ?? t('promotionsRewardEmpty')} />;
  return (
    <ul className={styles.list} aria-label={label}>
      {rewards.map((reward) => (
        <RewardRow
          key={reward.id}
          reward={reward}
          money={money}
          headingLevel={headingLevel}
          claiming={claimingIds.includes(reward.id)}
          onClaim={() => onClaim(reward.id)}
        />
      ))}
    </ul>
  );
}

interface RewardRowProps {
  reward: RewardItem;
  headingLevel: 2 | 3;
  money: (amount: number) => string;
  claiming: boolean;
  onClaim: () => void;
}

function RewardRow({ reward, money, headingLevel, claiming, onClaim }: RewardRowProps) {
  const t = useDsTranslation();
  const titleId = useId();
  const dates = [
    t('promotionsRewardIssued', { date: reward.issued }),
    reward.state === 'ISSUED' && reward.expires ? t('promotionsRewardExpires', { date: reward.expires }) : null,
    reward.state === 'EXPIRED' && reward.expires ? t('promotionsRewardExpired', { date: reward.expires }) : null,
    reward.state === 'CLAIMED' && reward.claimed ? t('promotionsRewardClaimedOn', { date: reward.claimed }) : null,
  ].filter((line): line is string => line !== null);
  return (
    <li className={styles.row} data-state={reward.state}>
      <div className={styles.main}>
        <Heading level={headingLevel} size={4} id={titleId}>
          {reward.title}
        </Heading>
        {dates.map((line) => (
          <Text key={line} size="sm" tone="secondary">
            {line}
          </Text>
        ))}
      </div>
      <div className={styles.side}>
        <span className={styles.amount}>{money(reward.amount)}</span>
        <RewardStateBadge state={reward.state} />
        {reward.state === 'ISSUED' ? (
          <Button
            size="sm"
            loading={claiming}
            aria-label={t('promotionsRewardClaimLabel', { title: reward.title, amount: money(reward.amount) })}
            onClick={onClaim}
          >
            {t('promotionsRewardClaim')}
          </Button>
        ) : null}
      </div>
    </li>
  );
}
