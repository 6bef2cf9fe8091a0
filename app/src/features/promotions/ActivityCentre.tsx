import { Button, EmptyState, Heading, RedEnvelope, StatCard, Stack, Tabs, Text } from '@lobby/design-system';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import type { ActivityState, Promotion } from '@lobby/contract';
import { usePromotions, useSessionState } from '../../data';
import { href } from '../../routes/paths';
import { useSite } from '../../shell/site';
import { CardGrid, centreLayout as styles, DataState, Figures, useCurrencySymbol, useFormat } from '../shared';
import { PromotionDetail } from './PromotionDetail';
import { PromotionLinks } from './PromotionLinks';
import { PromotionTile } from './PromotionTile';
import { usePromotionAct } from './usePromotionAct';
import { usePromotionQuery } from './usePromotionQuery';

/** The player's activities, grouped by what they wait for (SPEC.md section 4 states). */
const groups = {
  ALL: null,
  TODO: ['ISSUED', 'REJECTED'],
  WAITING: ['APPLYING', 'PROCESSING', 'JOINED'],
  DONE: ['CLAIMED', 'CLOSED'],
} as const satisfies Record<string, readonly ActivityState[] | null>;
type Group = keyof typeof groups;
const groupNames = Object.keys(groups) as Group[];

const inGroup = (group: Group, promotion: Promotion): boolean => {
  const states: readonly ActivityState[] | null = groups[group];
  if (states === null) return true;
  // A rejection waits on the player only when it may be sent again.
  if (promotion.state === 'REJECTED') return group === (promotion.canReapply ? 'TODO' : 'DONE');
  return states.includes(promotion.state);
};

const figures = [
  { group: 'TODO', label: 'todo' },
  { group: 'WAITING', label: 'waiting' },
  { group: 'ALL', label: 'joined' },
] as const;

/** A player has few activities; one answer holds them (the platform lists at most 100 a page). */
const mineQuery = { scope: 'MINE', pageNo: 1, pageSize: 100 } as const;
const rafflesQuery = { scope: 'RAFFLE', pageNo: 1, pageSize: 100 } as const;

/**
 * /activity, the activity centre (SPEC.md section 1 "Other screens"): the red envelopes and lucky
 * draws to take part in and open (MCS2_claimRafflePromotion, section 7), and the player's activities
 * with their states and actions in one place. Guests see the draws and are asked to log in.
 */
export function ActivityCentre() {
  const { t } = useTranslation();
  const { isLogin, isTrial } = useSessionState();
  const { requireMember } = useSite();
  const member = isLogin && !isTrial;
  const query = usePromotionQuery();
  const actions = usePromotionAct();
  // Prizes opened on this visit: shown large once, then a quiet line (SPEC.md section 7).
  const [revealed, setRevealed] = useState<ReadonlySet<number>>(() => new Set());
  const [failures, setFailures] = useState<ReadonlyMap<number, string>>(() => new Map());
  const handlers = {
    onApply: (promotion: Promotion) => query.open(promotion.promotionId, true),
    onWon: (promotion: Promotion) => setRevealed((current) => new Set(current).add(promotion.promotionId)),
    onError: (promotion: Promotion, message: string) =>
      setFailures((current) => new Map(current).set(promotion.promotionId, message)),
  };
  const act = (promotion: Promotion) => {
    setFailures((current) => {
      const next = new Map(current);
      next.delete(promotion.promotionId);
      return next;
    });
    void actions.act(promotion, handlers);
  };
  const rafflesTitle = useId();

  return (
    <div className={styles.page}>
      <Stack gap="sm">
        <Heading level={1} size={2}>
          {t('promotions.activity.title')}
        </Heading>
        <Text tone="secondary">{t('promotions.activity.intro')}</Text>
      </Stack>
      <PromotionLinks current="activity" />
      {member ? null : (
        <EmptyState
          title={t('promotions.activity.guest')}
          action={<Button onClick={() => requireMember()}>{t('promotions.activity.login')}</Button>}
        />
      )}
      <section aria-labelledby={rafflesTitle}>
        <Stack gap="md">
          <Heading level={2} size={3} id={rafflesTitle}>
            {t('promotions.activity.raffles')}
          </Heading>
          <Raffles act={act} busy={actions.busy} revealed={revealed} failures={failures} />
        </Stack>
      </section>
      {member ? (
        <MyActivities act={act} busy={actions.busy} onOpen={(promotion) => query.open(promotion.promotionId)} />
      ) : null}
      {query.openId === null ? null : (
        <PromotionDetail
          promotionId={query.openId}
          applying={query.applying}
          onApplyingChange={query.setApplying}
          onClose={query.close}
          actions={actions}
          onWon={handlers.onWon}
        />
      )}
    </div>
  );
}

interface RafflesProps {
  act: (promotion: Promotion) => void;
  busy: (promotion: Promotion) => boolean;
  revealed: ReadonlySet<number>;
  failures: ReadonlyMap<number, string>;
}

function Raffles({ act, busy, revealed, failures }: RafflesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const currencySymbol = useCurrencySymbol();
  const raffles = usePromotions(rafflesQuery);
  return (
    <DataState
      source={raffles}
      lines={4}
      isEmpty={(data) => data.list.length === 0}
      empty={t('promotions.activity.rafflesEmpty')}
    >
      {(data) => (
        <CardGrid>
          {data.list.map((promotion) => (
            <li key={promotion.promotionId}>
              <RedEnvelope
                title={promotion.title}
                kind={promotion.raffleKind ?? 'LUCKY_DRAW'}
                state={promotion.state}
                minPrize={promotion.minPrize}
                maxPrize={promotion.rewardAmount}
                currencySymbol={currencySymbol}
                prizeAmount={promotion.prizeAmount}
                revealed={revealed.has(promotion.promotionId) && promotion.state === 'CLAIMED'}
                ends={format.date(promotion.endTime, 'date')}
                startsAt={format.date(promotion.startTime, 'date')}
                busy={busy(promotion)}
                error={failures.get(promotion.promotionId)}
                onAction={() => act(promotion)}
              />
            </li>
          ))}
        </CardGrid>
      )}
    </DataState>
  );
}

interface MyActivitiesProps {
  act: (promotion: Promotion) => void;
  busy: (promotion: Promotion) => boolean;
  onOpen: (promotion: Promotion) => void;
}

function MyActivities({ act, busy, onOpen }: MyActivitiesProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const navigate = useNavigate();
  const titleId = useId();
  const [group, setGroup] = useState<Group>('ALL');
  const mine = usePromotions(mineQuery);
  // The draws are right above, with their own look: not listed twice.
  const list = useMemo(() => mine.data?.list.filter((promotion) => !promotion.raffle) ?? [], [mine.data]);
  return (
    <section aria-labelledby={titleId}>
      <Stack gap="md">
        <Heading level={2} size={3} id={titleId}>
          {t('promotions.activity.mine')}
        </Heading>
        <DataState source={mine} lines={6}>
          {() =>
            list.length === 0 ? (
              <EmptyState
                title={t('promotions.activity.emptyMine')}
                action={
                  <Button variant="secondary" onClick={() => void navigate(href('promotions'))}>
                    {t('promotions.activity.browse')}
                  </Button>
                }
              />
            ) : (
              <Stack gap="lg">
                <Figures>
                  {figures.map(({ group: name, label }) => (
                    <StatCard
                      key={name}
                      label={t(`promotions.activity.figures.${label}`)}
                      value={format.number(list.filter((promotion) => inGroup(name, promotion)).length)}
                    />
                  ))}
                </Figures>
                <Tabs
                  label={t('promotions.activity.filter')}
                  value={group}
                  onValueChange={(value) => setGroup(value as Group)}
                  items={groupNames.map((name) => {
                    const shown = list.filter((promotion) => inGroup(name, promotion));
                    return {
                      value: name,
                      label: `${t(`promotions.activity.filters.${name}`)} (${format.number(shown.length)})`,
                      content:
                        shown.length === 0 ? (
                          <EmptyState title={t('promotions.activity.emptyFilter')} />
                        ) : (
                          <CardGrid>
                            {shown.map((promotion) => (
                              <li key={promotion.promotionId}>
                                <PromotionTile
                                  promotion={promotion}
                                  headingLevel={3}
                                  busy={busy(promotion)}
                                  onAction={act}
                                  onOpen={onOpen}
                                />
                              </li>
                            ))}
                          </CardGrid>
                        ),
                    };
                  })}
                />
              </Stack>
            )
          }
        </DataState>
      </Stack>
    </section>
  );
}
