import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Table, type TableColumn, type TableProps } from './Table';

interface Bet {
  id: string;
  game: string;
  stake: number;
  placedAt: string;
}

const columns: TableColumn<Bet>[] = [
  { key: 'game', header: 'Game', sortable: true },
  { key: 'stake', header: 'Stake', kind: 'money', sortable: true },
  { key: 'placedAt', header: 'Placed', kind: 'date' },
];
const rows: Bet[] = [
  { id: '1', game: 'Fortune Tiger', stake: 1234.5, placedAt: '2026-01-02T20:04:05Z' },
  { id: '2', game: 'Baccarat', stake: 10, placedAt: '2026-01-03T08:00:00Z' },
];

const renderTable = (props: Partial<TableProps<Bet>> = {}) =>
  render(<Table caption="Bets" columns={columns} rows={rows} rowKey={(row) => row.id} {...props} />);

describe('Table', () => {
  it('formats cells by column kind and aligns amounts to the end', () => {
    renderTable({ offsetMinutes: 480 });
    const table = screen.getByRole('table', { name: 'Bets' });
    const amount = within(table).getByText('1,234.50');
    expect(amount.className).not.toBe(within(table).getByText('Fortune Tiger').className);
    expect(within(table).getByText('01/03/2026, 04:04:05')).toBeInTheDocument();
  });

  it('makes sortable headers buttons and reports the sort on the header cell', async () => {
    const onSortChange = vi.fn();
    renderTable({ sort: { key: 'stake', direction: 'asc' }, onSortChange });
    expect(screen.getByRole('columnheader', { name: 'Stake' })).toHaveAttribute('aria-sort', 'ascending');
    expect(screen.getByRole('columnheader', { name: 'Game' })).toHaveAttribute('aria-sort', 'none');
    expect(screen.getByRole('columnheader', { name: 'Placed' })).not.toHaveAttribute('aria-sort');
    await userEvent.click(screen.getByRole('button', { name: 'Stake' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'stake', direction: 'desc' });
    await userEvent.click(screen.getByRole('button', { name: 'Game' }));
    expect(onSortChange).toHaveBeenLastCalledWith({ key: 'game', direction: 'asc' });
  });

  it('shows placeholder rows and a status while loading', () => {
    renderTable({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Loading records');
    expect(screen.queryByText('Fortune Tiger')).toBeNull();
  });

  it('spans the empty state across the table', () => {
    renderTable({ rows: [] });
    expect(screen.getByText('No records found').closest('td')).toHaveAttribute('colspan', '3');
  });

  it('shows the error with a retry', async () => {
    const onRetry = vi.fn();
    renderTable({ error: 'Could not load', onRetry });
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('adds a totals row', () => {
    renderTable({ totals: { stake: '1,244.50' } });
    const footer = screen.getAllByRole('rowgroup')[2] as HTMLElement;
    expect(within(footer).getByText('Total')).toBeInTheDocument();
    expect(within(footer).getByText('1,244.50')).toBeInTheDocument();
  });

  it('uses a custom cell renderer', () => {
    renderTable({ columns: [{ key: 'game', header: 'Game', render: (row) => <a href={`#${row.id}`}>{row.game}</a> }] });
    expect(screen.getByRole('link', { name: 'Baccarat' })).toHaveAttribute('href', '#2');
  });
});
