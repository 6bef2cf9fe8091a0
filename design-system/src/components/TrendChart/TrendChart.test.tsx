import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Direction } from 'radix-ui';
import { describe, expect, it } from 'vitest';
import { TrendChart, type TrendPoint } from './TrendChart';

const week: TrendPoint[] = [
  { date: '2026-01-01', value: 120 },
  { date: '2026-01-02', value: -40.5 },
  { date: '2026-01-03', value: 0 },
  { date: '2026-01-04', value: 310.25 },
];

const renderChart = (props: Partial<Parameters<typeof TrendChart>[0]> = {}) =>
  render(
    <TrendChart
      title="Profit and loss per day"
      valueLabel="Profit and loss"
      points={week}
      valueKind="money"
      currencySymbol="$"
      signed
      {...props}
    />,
  );

describe('TrendChart', () => {
  it('gives every day in a table named by its title, amounts through the formatters', () => {
    renderChart();
    const table = screen.getByRole('table', { name: 'Profit and loss per day' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(5);
    expect(within(table).getByRole('columnheader', { name: 'Profit and loss' })).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByRole('rowheader').textContent).toBe('01/02/2026');
    expect(within(rows[2] as HTMLElement).getByRole('cell').textContent).toBe('-$40.50');
  });

  it('sums the series up for assistive technology: its days, highest and lowest', () => {
    renderChart();
    const chart = screen.getByRole('group', { name: 'Profit and loss per day' });
    const summary = document.getElementById(chart.getAttribute('aria-describedby') ?? '');
    expect(summary?.textContent).toContain('4 days, 01/01/2026 to 01/04/2026');
    expect(summary?.textContent).toContain('Highest: 01/04/2026: $310.25');
    expect(summary?.textContent).toContain('Lowest: 01/02/2026: -$40.50');
  });

  it('is one tab stop, on the latest day; the arrows, Home and End move and show the tooltip', async () => {
    const user = userEvent.setup();
    renderChart();
    await user.tab();
    expect(screen.getByRole('img', { name: '01/04/2026: $310.25' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: '01/03/2026: $0.00' })).toHaveFocus();
    expect(screen.getByText('$0.00', { selector: 'bdi' })).toBeInTheDocument();
    await user.keyboard('{Home}');
    expect(screen.getByRole('img', { name: '01/01/2026: $120.00' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('img', { name: '01/01/2026: $120.00' })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('img', { name: '01/04/2026: $310.25' })).toHaveFocus();
    // Leaving and coming back lands on the day last visited.
    await user.keyboard('{ArrowLeft}');
    await user.tab({ shift: true });
    await user.tab();
    expect(screen.getByRole('img', { name: '01/03/2026: $0.00' })).toHaveFocus();
  });

  it('reads from the inline start right to left: the right arrow goes back in time', async () => {
    const user = userEvent.setup();
    render(
      <Direction.Provider dir="rtl">
        <TrendChart title="Bets" valueLabel="Bets" points={week} />
      </Direction.Provider>,
    );
    await user.tab();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('img', { name: '01/03/2026: 0' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(screen.getByRole('img', { name: '01/04/2026: 310.25' })).toHaveFocus();
  });

  it('shows the tooltip of the day under the pointer, and hides it when the pointer leaves', () => {
    renderChart({ variant: 'line', signed: false });
    const chart = screen.getByRole('group', { name: 'Profit and loss per day' });
    // Not laid out in jsdom: the plot is given 640 px, 160 px a day from the inline start.
    chart.getBoundingClientRect = () => DOMRect.fromRect({ x: 0, y: 0, width: 640, height: 192 });
    fireEvent.pointerMove(chart, { clientX: 10 });
    expect(screen.getByText('01/01/2026', { selector: 'span' })).toBeInTheDocument();
    fireEvent.pointerMove(chart, { clientX: 630 });
    expect(screen.getByText('$310.25', { selector: 'bdi' })).toBeInTheDocument();
    fireEvent.pointerLeave(chart);
    expect(screen.queryByText('$310.25', { selector: 'bdi' })).toBeNull();
  });

  it('shows a placeholder while loading and the empty state without points', () => {
    const { rerender } = renderChart({ loading: true });
    expect(screen.getByRole('figure', { name: 'Profit and loss per day' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('table')).toBeNull();
    rerender(<TrendChart title="Bets" valueLabel="Bets" points={[]} />);
    expect(screen.getByText('Nothing to show for these days.')).toBeInTheDocument();
    rerender(<TrendChart title="Bets" valueLabel="Bets" points={[]} empty="No bets yet." />);
    expect(screen.getByText('No bets yet.')).toBeInTheDocument();
  });
});
