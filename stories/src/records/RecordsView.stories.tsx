import {
  formatMoney,
  RecordsView,
  Select,
  StatCard,
  TrendChart,
  type DateRange,
  type RecordsViewProps,
  type TableColumn,
} from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

interface Bet {
  id: string;
  placedAt: string;
  game: string;
  vendor: string;
  stake: number;
  payout: number;
  profit: number;
}

const games = ['Fortune Tiger', 'Baccarat Squeeze', 'Mahjong Ways 2', 'Ocean King', 'Liga MX: Tigres - Monterrey'];
const vendors = ['PG Soft', 'Evolution', 'PG Soft', 'JDB', 'SBOBET'];

/** Bets of a week, newest first; the same on every render. */
const makeBets = (count: number, first = 0): Bet[] =>
  Array.from({ length: count }, (_, offset) => {
    const index = first + offset;
    const stake = ((index * 37) % 500) + 10;
    const payout = index % 3 === 0 ? stake * 2.5 : 0;
    const minutes = index * 97;
    return {
      id: String(index),
      placedAt: new Date(Date.UTC(2026, 10, 23, 22, 0) - minutes * 60_000).toISOString(),
      game: games[index % games.length] ?? '',
      vendor: vendors[index % vendors.length] ?? '',
      stake,
      payout,
      profit: payout - stake,
    };
  });

const money = (value: number) => formatMoney(value, { locale: 'es' });
const signed = (value: number) => (value > 0 ? `+${money(value)}` : money(value));

const columns: TableColumn<Bet>[] = [
  { key: 'placedAt', header: 'Fecha', kind: 'date' },
  { key: 'game', header: 'Juego' },
  { key: 'vendor', header: 'Proveedor' },
  { key: 'stake', header: 'Apuesta', kind: 'money' },
  { key: 'payout', header: 'Pago', kind: 'money' },
  { key: 'profit', header: 'Ganancia', kind: 'money', render: (bet) => signed(bet.profit) },
];

const rows = makeBets(10);
const sum = (pick: (bet: Bet) => number) => rows.reduce((total, bet) => total + pick(bet), 0);

const filters = (
  <>
    <Select
      label="Producto"
      defaultValue="ALL"
      options={[
        { value: 'ALL', label: 'Todos' },
        { value: 'RNG', label: 'Tragamonedas' },
        { value: 'LIVE', label: 'Casino en vivo' },
      ]}
    />
    <Select
      label="Estado"
      defaultValue="ALL"
      options={[
        { value: 'ALL', label: 'Todos' },
        { value: 'SETTLED', label: 'Liquidada' },
      ]}
    />
  </>
);

const summary = (
  <>
    <StatCard label="Apostado" value={`$${money(sum((bet) => bet.stake))}`} />
    <StatCard label="Ganancia en juegos" value={`$${money(sum((bet) => bet.profit))}`} trend="down" />
    <StatCard label="Reembolsos" value="$12,50" />
  </>
);

/** Keeps the range and the page in state, as a page keeps them in its link. */
function StatefulRecords(args: RecordsViewProps<Bet>) {
  const [range, setRange] = useState<DateRange>(args.range);
  const [page, setPage] = useState(args.paging?.page ?? 1);
  return (
    <RecordsView
      {...args}
      range={range}
      onRangeChange={(next) => {
        setRange(next);
        args.onRangeChange(next);
      }}
      paging={
        args.paging && {
          ...args.paging,
          page,
          onPageChange: (next) => {
            setPage(next);
            args.paging?.onPageChange(next);
          },
        }
      }
    />
  );
}

const meta = {
  title: 'Patterns/RecordsView',
  component: RecordsView<Bet>,
  render: (args) => <StatefulRecords {...args} />,
  args: {
    caption: 'Apuestas',
    range: { from: '2026-11-17', to: '2026-11-23' },
    onRangeChange: fn(),
    today: '2026-11-23',
    filters,
    summary,
    columns,
    rows,
    rowKey: (bet: Bet) => bet.id,
    totals: {
      stake: money(sum((bet) => bet.stake)),
      payout: money(sum((bet) => bet.payout)),
      profit: signed(sum((bet) => bet.profit)),
    },
    onRetry: fn(),
    offsetMinutes: 0,
    paging: { page: 1, pageSize: 10, totalCount: 10, onPageChange: fn() },
  },
} satisfies Meta<typeof RecordsView<Bet>>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Dates with the previous 7 and 30 days, two filters, the range's figures, the rows and their totals. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const filterBar = canvas.getByRole('group', { name: 'Filtros' });
    await expect(within(filterBar).getByRole('button', { name: 'Últimos 7 días' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await userEvent.click(within(filterBar).getByRole('button', { name: 'Últimos 30 días' }));
    await expect(args.onRangeChange).toHaveBeenLastCalledWith({ from: '2026-10-25', to: '2026-11-23' });
    await expect(canvas.getByRole('table', { name: 'Apuestas' })).toBeInTheDocument();
    await expect(canvas.getByText('Registros 1–10 de 10')).toBeInTheDocument();
  },
};

/** A chart of the range's days between the figures and the table (profit and loss, team reports). */
export const WithChart: Story = {
  args: {
    chart: (
      <TrendChart
        title="Ganancia por día"
        valueLabel="Ganancia"
        valueKind="money"
        currencySymbol="$"
        signed
        points={['17', '18', '19', '20', '21', '22', '23'].map((day, index) => ({
          date: `2026-11-${day}`,
          value: [120.5, -310, 45.25, 0, 860, -95.5, 210][index] ?? 0,
        }))}
      />
    ),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('figure', { name: 'Ganancia por día' })).toBeInTheDocument();
    await expect(canvas.getByRole('table', { name: 'Apuestas' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true, rows: [], summary: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

export const Empty: Story = {
  args: { rows: [], summary: undefined, empty: 'No hay apuestas en estas fechas.', paging: undefined },
};

/** Loading failed: the table says why and offers a retry. */
export const LoadError: Story = {
  args: { error: 'No se pudieron cargar los registros.', rows: [], summary: undefined },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

/** A range the platform refuses (more than 90 days): said under the dates. */
export const RangeError: Story = {
  args: {
    range: { from: '2026-01-01', to: '2026-11-23' },
    rangeError: 'Elige un periodo de 90 días como máximo.',
    rows: [],
    summary: undefined,
    empty: 'No hay apuestas en estas fechas.',
  },
};

/** 356 bets: page 3 of 36, moved with the keyboard. */
export const ManyPages: Story = {
  args: { rows: makeBets(10, 20), paging: { page: 3, pageSize: 10, totalCount: 356, onPageChange: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Registros 21–30 de 356')).toBeInTheDocument();
    const next = canvas.getByRole('button', { name: 'Página siguiente' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await expect(args.paging?.onPageChange).toHaveBeenCalledWith(4);
  },
};

export const LongText: Story = {
  args: {
    caption: 'Registro de apuestas de todos los productos con un nombre especialmente largo',
    rows: [
      {
        id: 'long',
        placedAt: '2026-11-23T20:04:05Z',
        game: 'Super Mega Ultra Fortune Dragon Treasures of the Golden Empire Deluxe Edition',
        vendor: 'Proveedor de juegos con un nombre muy largo',
        stake: 999999999.99,
        payout: 123456789.01,
        profit: -876543210.98,
      },
    ],
    totals: { stake: money(999999999.99), payout: money(123456789.01), profit: signed(-876543210.98) },
    paging: { page: 1, pageSize: 20, totalCount: 1, onPageChange: fn() },
  },
};

/** Right to left: the dates, filters and pages mirror. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
