import { Heading, JackpotTicker, Pagination, Stack, Table, Tabs, Text, type TableColumn } from '@lobby/design-system';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type JackpotTier, jackpotTiers, type JackpotWinner } from '@lobby/contract';
import { useJackpotPools, useJackpotWinners } from '../../data';
import { centreLayout as styles, LoadError, useCurrencySymbol, useFormat, useTableState } from '../shared';
import { PromotionLinks } from './PromotionLinks';

const tiers = ['ALL', ...jackpotTiers] as const;
type TierFilter = (typeof tiers)[number];
const pageSize = 10;

/**
 * /jackpot (SPEC.md section 1 "Other screens": jackpot, winners list): the pools counting up as they
 * grow (still for players who prefer reduced motion), and who won them, by pool, page by page.
 */
export function Jackpot() {
  const { t } = useTranslation();
  const format = useFormat();
  const currencySymbol = useCurrencySymbol();
  const pools = useJackpotPools();
  const poolsError: unknown = pools.error;
  const winnersTitle = useId();
  const [tier, setTier] = useState<TierFilter>('ALL');
  return (
    <div className={styles.page}>
      <Stack gap="sm">
        <Heading level={1} size={2}>
          {t('promotions.jackpot.title')}
        </Heading>
        <Text tone="secondary">{t('promotions.jackpot.intro')}</Text>
      </Stack>
      <PromotionLinks current="jackpot" />
      {pools.data === undefined && poolsError ? (
        <LoadError error={poolsError} onRetry={() => void pools.mutate()} />
      ) : (
        <JackpotTicker
          loading={pools.data === undefined}
          asOf={pools.data?.receivedAt ?? 0}
          currencySymbol={currencySymbol}
          pools={(pools.data?.pools ?? []).map((pool) => ({
            tier: pool.tier,
            amount: pool.amount,
            growthPerSecond: pool.growthPerSecond,
            lastWin:
              pool.lastWinAmount === null || pool.lastWinTime === null
                ? undefined
                : { amount: format.money(pool.lastWinAmount), date: format.date(pool.lastWinTime, 'date') },
          }))}
        />
      )}
      <section aria-labelledby={winnersTitle}>
        <Stack gap="md">
          <Heading level={2} size={3} id={winnersTitle}>
            {t('promotions.jackpot.winners')}
          </Heading>
          <Tabs
            label={t('promotions.jackpot.tiers')}
            value={tier}
            onValueChange={(value) => setTier(value as TierFilter)}
            items={tiers.map((name) => ({
              value: name,
              label: name === 'ALL' ? t('promotions.jackpot.allTiers') : <TierName tier={name} />,
              content: <Winners tier={name} />,
            }))}
          />
        </Stack>
      </section>
    </div>
  );
}

/** A pool's name: the design system words them (JackpotTicker), the table and tabs say the same. */
function TierName({ tier }: { tier: JackpotTier }) {
  const { t } = useTranslation('ds');
  return <>{t(`promotionsJackpot${tier}`)}</>;
}

function Winners({ tier }: { tier: TierFilter }) {
  const { t } = useTranslation();
  const format = useFormat();
  const [page, setPage] = useState(1);
  const winners = useJackpotWinners(tier === 'ALL' ? { pageNo: page, pageSize } : { tier, pageNo: page, pageSize });
  const table = useTableState(winners);
  const columns: TableColumn<JackpotWinner>[] = [
    { key: 'customerName', header: t('promotions.jackpot.player') },
    { key: 'tier', header: t('promotions.jackpot.pool'), render: (winner) => <TierName tier={winner.tier} /> },
    { key: 'gameName', header: t('promotions.jackpot.game') },
    { key: 'winAmount', header: t('promotions.jackpot.amount'), kind: 'money' },
    // The day is what a player reads in a winners list (and it keeps the columns still).
    { key: 'winTime', header: t('promotions.jackpot.time'), render: (winner) => format.date(winner.winTime, 'date') },
  ];
  return (
    <Stack gap="md">
      <Table
        caption={t('promotions.jackpot.table')}
        hideCaption
        columns={columns}
        rows={winners.data?.list ?? []}
        rowKey={(winner) => String(winner.winnerId)}
        {...table}
        empty={t('promotions.jackpot.empty')}
        offsetMinutes={format.offsetMinutes}
      />
      <Pagination page={page} totalPages={winners.data?.totalPages ?? 1} onPageChange={setPage} />
    </Stack>
  );
}
