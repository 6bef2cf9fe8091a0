import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { TableColumn } from '../../components/Table';
import { isRecordsDay, rangeDays, recordsRange } from './range';
import { RecordsView, type RecordsViewProps } from './RecordsView';

interface Bet {
  id: string;
  game: string;
  stake: number;
}

const columns: TableColumn<Bet>[] = [
  { key: 'game', header: 'Game' },
  { key: 'stake', header: 'Stake', kind: 'money' },
];
const rows: Bet[] = [
  { id: '1', game: 'Fortune Tiger', stake: 1234.5 },
  { id: '2', game: 'Baccarat', stake: 10 },
];

function renderView(props: Partial<RecordsViewProps<Bet>> = {}) {
  const handlers = { onRangeChange: vi.fn(), onPageChange: vi.fn(), onRetry: vi.fn() };
  render(
    <RecordsView
      caption="Bets"
      range={{ from: '2026-03-04', to: '2026-03-10' }}
      onRangeChange={handlers.onRangeChange}
      today="2026-03-10"
      columns={columns}
      rows={rows}
      rowKey={(row) => row.id}
      onRetry={handlers.onRetry}
      paging={{ page: 2, pageSize: 2, totalCount: 5, onPageChange: handlers.onPageChange }}
      {...props}
    />,
  );
  return handlers;
}

describe('RecordsView', () => {
  it('offers the previous 7 and 30 days, marking the chosen one', async () => {
    const { onRangeChange } = renderView();
    const filters = screen.getByRole('group', { name: 'Filters' });
    expect(within(filters).getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.click(within(filters).getByRole('button', { name: 'Previous 30 days' }));
    expect(onRangeChange).toHaveBeenCalledWith({ from: '2026-02-09', to: '2026-03-10' });
  });

  it('shows the filters, the summary, the rows with the totals, which rows are shown and the pages', async () => {
    const { onPageChange } = renderView({
      filters: <span>Status</span>,
      summary: <p>Profit 3.00</p>,
      totals: { stake: '1,244.50' },
    });
    expect(within(screen.getByRole('group', { name: 'Filters' })).getByText('Status')).toBeInTheDocument();
    expect(within(screen.getByRole('group', { name: 'Summary' })).getByText('Profit 3.00')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Bets' });
    expect(within(table).getByText('1,234.50')).toBeInTheDocument();
    expect(within(table).getByText('1,244.50')).toBeInTheDocument();
    expect(screen.getByText('Records 3–4 of 5')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange).toHaveBeenCalledWith(3);
  });

  it('hides the paging while loading, when empty and on an error, which offers a retry', async () => {
    const { onRetry } = renderView({ loading: true });
    expect(screen.getByRole('table')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('navigation')).toBeNull();
    cleanupAndRender({ rows: [], empty: 'No bets in these days' });
    expect(screen.getByText('No bets in these days')).toBeInTheDocument();
    expect(screen.queryByText(/Records/)).toBeNull();
    const retry = cleanupAndRender({ error: 'The records could not be loaded' });
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(retry.onRetry).toHaveBeenCalledOnce();
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('reports a problem with the range under it', () => {
    renderView({ rangeError: 'At most 90 days' });
    expect(screen.getByText('At most 90 days')).toBeInTheDocument();
    expect(screen.getByLabelText('From')).toHaveAttribute('aria-invalid', 'true');
  });
});

function cleanupAndRender(props: Partial<RecordsViewProps<Bet>>) {
  cleanup();
  return renderView(props);
}

describe('records ranges', () => {
  it('counts the days of a range, both ends included', () => {
    expect(rangeDays({ from: '2026-03-01', to: '2026-03-01' })).toBe(1);
    expect(rangeDays({ from: '2026-02-01', to: '2026-05-01' })).toBe(90);
    expect(rangeDays({ from: '2026-03-10', to: '2026-03-01' })).toBe(0);
    expect(rangeDays({ from: '', to: '2026-03-01' })).toBe(0);
  });

  it('reads presets and days', () => {
    expect(recordsRange('previous7', '2026-03-02')).toEqual({ from: '2026-02-24', to: '2026-03-02' });
    expect(isRecordsDay('2026-02-29')).toBe(false);
    expect(isRecordsDay('2028-02-29')).toBe(true);
  });
});
