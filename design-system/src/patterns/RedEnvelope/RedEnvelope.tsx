import { useId, type ReactNode } from 'react';
import type { ActivityState, RaffleKind } from '@lobby/contract';
import { Card } from '../../components/Card';
import { Heading, Text } from '../../components/Text';
import { formatMoney } from '../../format';
import { useDsLanguage, useDsTranslation } from '../../i18n';
import { ActivityStateBadge } from '../ActivityStateBadge/ActivityStateBadge';
import { ActivityAction } from '../PromotionCard/ActivityAction';
import * as styles from './RedEnvelope.css';

export interface RedEnvelopeProps {
  title: string;
  kind: RaffleKind;
  /** The player's state in it (SPEC.md section 4): JOIN to take part, ISSUED to open, CLAIMED once opened. */
  state: ActivityState;
  minPrize: number;
  maxPrize: number;
  currencySymbol: string;
  /** What the player won, once claimed. */
  prizeAmount?: number;
  /** The prize was opened just now: shown large and announced, once. */
  revealed?: boolean;
  /** The last day, formatted. */
  ends?: string;
  /** COMING_SOON: the first day, formatted. */
  startsAt?: string;
  /** Taking part or opening is in flight. */
  busy?: boolean;
  /** Why the last try failed. */
  error?: ReactNode;
  /** Takes part (JOIN) or opens the prize (ISSUED). */
  onAction?: () => void;
  headingLevel?: 2 | 3;
}

/**
 * A red envelope or a lucky draw of the activity centre (SPEC.md sections 1 and 7:
 * MCS2_claimRafflePromotion): the prize range, then the prize once opened. The prize is announced
 * once, when it is revealed; afterwards it is a quiet line.
 */
export function RedEnvelope({
  title,
  kind,
  state,
  minPrize,
  maxPrize,
  currencySymbol,
  prizeAmount,
  revealed = false,
  ends,
  startsAt,
  busy,
  error,
  onAction,
  headingLevel = 3,
}: RedEnvelopeProps) {
  const t = useDsTranslation();
  const locale = useDsLanguage();
  const titleId = useId();
  const money = (amount: number) => formatMoney(amount, { locale, symbol: currencySymbol, decimals: 2 });
  const won = state === 'CLAIMED' && prizeAmount !== undefined ? money(prizeAmount) : undefined;
  return (
    <Card as="article" padding="none" elevated className={styles.root} aria-labelledby={titleId} data-kind={kind}>
      <div className={styles.envelope} data-opened={won !== undefined}>
        <EnvelopeIcon opened={won !== undefined} />
        <span className={styles.kind}>{t(`promotionsEnvelope${kind}`)}</span>
        {revealed && won ? <span className={styles.prize}>{won}</span> : null}
      </div>
      <div className={styles.body}>
        <div className={styles.meta}>
          <Heading level={headingLevel} size={4} id={titleId}>
            {title}
          </Heading>
          <ActivityStateBadge state={state} />
        </div>
        <Text size="sm" weight="bold">
          {t('promotionsPrizeRange', { min: money(minPrize), max: money(maxPrize) })}
        </Text>
        {ends ? (
          <Text size="sm" tone="secondary">
            {t('promotionsEnvelopeEnds', { date: ends })}
          </Text>
        ) : null}
        {state === 'ISSUED' ? <Text size="sm">{t('promotionsEnvelopeReady')}</Text> : null}
        {state === 'JOIN' ? <Text size="sm">{t('promotionsEnvelopeJoin')}</Text> : null}
        {/* Always there, so that the reveal is announced when it fills. */}
        <div role="status" className={styles.reveal}>
          {revealed && won ? (
            <>
              <strong>{t('promotionsEnvelopeWonTitle')}</strong> {t('promotionsEnvelopeWon', { amount: won })}
            </>
          ) : null}
        </div>
        {error ? (
          <div role="alert" className={styles.error}>
            {error}
          </div>
        ) : null}
        {revealed ? null : (
          <div className={styles.footer}>
            <ActivityAction
              state={state}
              kind={kind}
              startsAt={startsAt}
              wonAmount={won}
              busy={busy}
              onAction={onAction}
              describedBy={titleId}
              size="sm"
            />
          </div>
        )}
      </div>
    </Card>
  );
}

function EnvelopeIcon({ opened }: { opened: boolean }) {
  return (
    <svg
      viewBox="0 0 48 48"
      className={styles.icon}
      fill="none"
      stroke="currentColor"
      strokeWidth="2.5"
      strokeLinejoin="round"
      aria-hidden="true"
    >
      <rect x="8" y="14" width="32" height="26" rx="3" />
      {opened ? <path d="M8 17l16-11 16 11" /> : <path d="M8 17l16 12 16-12" />}
      <circle cx="24" cy={opened ? 26 : 29} r="4" fill="currentColor" />
    </svg>
  );
}
