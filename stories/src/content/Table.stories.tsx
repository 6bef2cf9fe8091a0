import { formatMoney, Table, type TableColumn, type TableSort } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

interface Bet {
  id: string;
  game: string;
  vendor: string;
  stake: number;
  payout: number;
  placedAt: string;
}

const columns: TableColumn<Bet>[] = [
  { key: 'game', header: 'Juego', sortable: true },
  { key: 'vendor', header: 'Proveedor' },
  { key: 'stake', header: 'Apuesta', kind: 'money', sortable: true },
  { key: 'payout', header: 'Ganancia', kind: 'money', sortable: true },
  { key: 'placedAt', header: 'Fecha', kind: 'date', sortable: true },
];

const bets: Bet[] = [
  { id: '1', game: 'Fortune Tiger', vendor: 'PG', stake: 50, payout: 125.5, placedAt: '2026-01-02T20:04:05Z' },
  { id: '2', game: 'Baccarat', vendor: 'EG2', stake: 1200, payout: 0, placedAt: '2026-01-02T18:30:00Z' },
  { id: '3', game: 'Mahjong Ways 2', vendor: 'PG', stake: 10.25, payout: 1034.75, placedAt: '2026-01-01T09:15:42Z' },
];

const meta = {
  title: 'Components/Table',
  component: Table<Bet>,
  args: {
    caption: 'Registro de apuestas',
    columns,
    rows: bets,
    rowKey: (row: Bet) => row.id,
    sort: { key: 'placedAt', direction: 'desc' },
    onSortChange: fn(),
    onRetry: fn(),
    offsetMinutes: 480,
  },
} satisfies Meta<typeof Table<Bet>>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Sorted: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('columnheader', { name: 'Fecha' })).toHaveAttribute('aria-sort', 'descending');
    await expect(canvas.getByRole('columnheader', { name: 'Apuesta' })).toHaveAttribute('aria-sort', 'none');
  },
};

/** Sorting by keyboard, with the sort kept in state as a page would. */
export const Interactive: Story = {
  render: function Render(args) {
    const [sort, setSort] = useState<TableSort>({ key: 'stake', direction: 'asc' });
    const sorted = [...args.rows].sort((a, b) => {
      const key = sort.key as keyof Bet;
      const order = a[key] < b[key] ? -1 : a[key] > b[key] ? 1 : 0;
      return sort.direction === 'asc' ? order : -order;
    });
    return <Table {...args} rows={sorted} sort={sort} onSortChange={setSort} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Apuesta' });
    button.focus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('columnheader', { name: 'Apuesta' })).toHaveAttribute('aria-sort', 'descending');
    const firstRow = canvas.getAllByRole('row')[1] as HTMLElement;
    await expect(within(firstRow).getByText('Baccarat')).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { loading: true },
};

export const Empty: Story = { args: { rows: [] } };

export const LoadError: Story = {
  args: { error: 'No se pudieron cargar los registros' },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

export const WithTotals: Story = {
  args: {
    totals: {
      stake: formatMoney(1260.25, { locale: 'es' }),
      payout: formatMoney(1160.25, { locale: 'es' }),
    },
  },
};

export const LongText: Story = {
  args: {
    rows: [
      {
        id: '1',
        game: 'Super Mega Ultra Fortune Dragon Treasures of the Golden Empire Deluxe Edition',
        vendor: 'Proveedor de juegos con un nombre muy largo',
        stake: 999999999.99,
        payout: 123456789.01,
        placedAt: '2026-01-02T20:04:05Z',
      },
    ],
  },
};
