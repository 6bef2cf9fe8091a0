import {
  Button,
  formatNumber,
  Inline,
  RecordsView,
  Stack,
  StatCard,
  Table,
  Text,
  useToast,
  type TableColumn,
} from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { errorText, isApiError } from '../../api';
import { ErrorCode, type RebateClaim, type RebateLine } from '@lobby/contract';
import { useIdempotentAction, useRebateActions, useRebateClaims, useRebateSummary } from '../../data';
import { CentrePanel, DataState, Figures, useFormat, useTableState } from '../shared';
import { useRecordsViewProps } from './recordsView';
import { useRecordFilters } from './useRecordFilters';

/**
 * Manual rebate (manualRebate, SPEC.md sections 1 and 2): the rate of each product line, what can be
 * claimed now, the claim into the main wallet, and the claims made before.
 */
export function ManualRebate() {
  const { t } = useTranslation();
  return (
    <Stack gap="xl">
      <Text tone="secondary">{t('records.rebate.hint')}</Text>
      <Available />
      <Rates />
      <History />
    </Stack>
  );
}

function Available() {
  const { t, i18n } = useTranslation();
  const format = useFormat();
  const toast = useToast();
  const summary = useRebateSummary();
  const { claim } = useRebateActions();
  const action = useIdempotentAction((_: undefined, options) => claim(options));
  const { state } = action;
  const claimRebate = async () => {
    const outcome = await action.run(undefined);
    if (!outcome?.ok) return;
    toast.show({
      tone: 'success',
      title: t('records.rebate.claimedTitle'),
      description: t('records.rebate.claimed', { amount: format.money(outcome.value.amount) }),
    });
  };
  const failure =
    state.status !== 'failed'
      ? null
      : isApiError(state.error) && state.error.errorCode === ErrorCode.REBATE_NOTHING_TO_CLAIM
        ? i18n.t('errors:rebateNothingToClaim')
        : errorText(i18n.t, state.error);

  return (
    <CentrePanel title={t('records.rebate.available')}>
      <DataState source={summary} lines={2}>
        {(data) => (
          <Stack gap="md">
            <Figures>
              <StatCard label={t('records.rebate.available')} value={format.money(data.amount)} />
              <StatCard label={t('records.rebate.validBet')} value={format.money(data.validBet)} />
              <StatCard
                label={t('records.rebate.since')}
                value={data.since === null ? t('records.rebate.never') : format.date(data.since)}
              />
            </Figures>
            <Inline gap="md" align="center">
              <Button onClick={() => void claimRebate()} loading={action.busy} disabled={data.amount <= 0}>
                {t('records.rebate.claim')}
              </Button>
              {data.amount <= 0 ? <Text tone="secondary">{t('records.rebate.nothing')}</Text> : null}
            </Inline>
            {failure === null ? null : (
              <div role="alert">
                <Text tone="danger">
                  {t('records.rebate.failed')}: {failure}
                </Text>
              </div>
            )}
          </Stack>
        )}
      </DataState>
    </CentrePanel>
  );
}

function Rates() {
  const { t } = useTranslation();
  const format = useFormat();
  const summary = useRebateSummary();
  const table = useTableState(summary);
  const columns: TableColumn<RebateLine>[] = [
    { key: 'gameType', header: t('records.rebate.line'), render: (line) => t(`games.lines.${line.gameType}`) },
    {
      key: 'rate',
      header: t('records.rebate.rate'),
      align: 'end',
      render: (line) =>
        t('records.rebate.percent', { rate: formatNumber(line.rate, { locale: format.locale, decimals: 2 }) }),
    },
    { key: 'validBet', header: t('records.rebate.validBetShort'), kind: 'money' },
    { key: 'amount', header: t('records.rebate.amount'), kind: 'money' },
  ];
  const data = summary.data;
  return (
    <CentrePanel title={t('records.rebate.rates')}>
      <Table
        caption={t('records.rebate.rates')}
        hideCaption
        columns={columns}
        rows={data?.lines ?? []}
        rowKey={(line) => line.gameType}
        totals={data && { validBet: format.money(data.validBet, ''), amount: format.money(data.amount, '') }}
        {...table}
      />
    </CentrePanel>
  );
}

function History() {
  const { t } = useTranslation();
  const filters = useRecordFilters({});
  const answer = useRebateClaims(filters.query);
  const { props, amount } = useRecordsViewProps(filters, answer);
  const totals = answer.data?.totals;
  const columns: TableColumn<RebateClaim>[] = [
    { key: 'claimedTime', header: t('records.time'), kind: 'date' },
    {
      key: 'lines',
      header: t('records.rebate.products'),
      render: (claim) => claim.lines.map((line) => t(`games.lines.${line.gameType}`)).join(', '),
    },
    { key: 'validBet', header: t('records.rebate.validBetShort'), kind: 'money' },
    { key: 'amount', header: t('records.rebate.amount'), kind: 'money' },
  ];
  return (
    <CentrePanel title={t('records.rebate.history')}>
      <RecordsView
        {...props}
        caption={t('records.rebate.history')}
        hideCaption
        columns={columns}
        rows={answer.data?.list ?? []}
        rowKey={(claim) => String(claim.claimId)}
        totals={totals && { validBet: amount(totals.validBet), amount: amount(totals.amount) }}
        empty={t('records.rebate.historyEmpty')}
      />
    </CentrePanel>
  );
}
