import { Select, type TableColumn } from '@lobby/design-system';
import { useTranslation } from 'react-i18next';
import { betGameTypes, type BetRecord, betStatuses } from '@lobby/contract';

/** The filter choices of a bet list (the member's betting record and the agent's team betting). */
export const betChoices = {
  game: ['ALL', ...betGameTypes],
  status: ['ALL', ...betStatuses],
} as const;

type BetFigures = Pick<BetRecord, 'gameType' | 'betAmount' | 'validBet' | 'payout' | 'profit' | 'status'>;

/** The columns every bet list shows after its own: product line, amounts and profit. */
export function useBetFigureColumns<Row extends BetFigures>(signed: (amount: number) => string): TableColumn<Row>[] {
  const { t } = useTranslation();
  return [
    { key: 'gameType', header: t('records.bets.gameType'), render: (bet) => t(`games.lines.${bet.gameType}`) },
    { key: 'betAmount', header: t('records.bets.bet'), kind: 'money' },
    { key: 'validBet', header: t('records.bets.validBet'), kind: 'money' },
    { key: 'payout', header: t('records.bets.payout'), kind: 'money' },
    {
      key: 'profit',
      header: t('records.bets.profit'),
      kind: 'money',
      // Open and cancelled bets have no profit to show: their status stands in its place.
      render: (bet) => (bet.status === 'SETTLED' ? signed(bet.profit ?? 0) : t(`records.bets.statuses.${bet.status}`)),
    },
  ];
}

type Game = (typeof betChoices.game)[number];
type Status = (typeof betChoices.status)[number];

/** The product-line and status selects of a bet list. */
export function BetFilters({
  game,
  status,
  onChange,
}: {
  game: Game;
  status: Status;
  onChange: {
    (filter: 'game', value: Game): void;
    (filter: 'status', value: Status): void;
  };
}) {
  const { t } = useTranslation();
  return (
    <>
      <Select
        label={t('records.bets.gameType')}
        value={game}
        onValueChange={(value) => onChange('game', value as Game)}
        options={betChoices.game.map((value) => ({
          value,
          label: value === 'ALL' ? t('records.all') : t(`games.lines.${value}`),
        }))}
      />
      <Select
        label={t('records.bets.status')}
        value={status}
        onValueChange={(value) => onChange('status', value as Status)}
        options={betChoices.status.map((value) => ({
          value,
          label: value === 'ALL' ? t('records.all') : t(`records.bets.statuses.${value}`),
        }))}
      />
    </>
  );
}
