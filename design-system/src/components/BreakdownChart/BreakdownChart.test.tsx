import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BreakdownChart } from './BreakdownChart';

describe('BreakdownChart', () => {
  it('lists each part with its amount and share of the whole', () => {
    render(
      <BreakdownChart
        title="Income by kind"
        valueKind="money"
        currencySymbol="$"
        items={[
          { key: 'daily', label: 'Daily salary', value: 75 },
          { key: 'dividend', label: 'Dividend', value: 25 },
          { key: 'hourly', label: 'Hourly salary', value: 0 },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Income by kind' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Daily salary$75.00 (75.0%)',
      'Dividend$25.00 (25.0%)',
      'Hourly salary$0.00 (0.0%)',
    ]);
  });

  it('draws negative parts the other way from zero, with no share', () => {
    render(
      <BreakdownChart
        title="Profit by product"
        signed
        items={[
          { key: 'RNG', label: 'Slots', value: 30 },
          { key: 'LIVE', label: 'Live casino', value: -10 },
        ]}
      />,
    );
    const items = screen.getAllByRole('listitem');
    expect(items[1]?.textContent).toBe('Live casino-10');
    const bar = items[1]?.querySelector('[aria-hidden] > span');
    // Zero sits a quarter of the way along: the loss runs from the start to it.
    expect(bar?.getAttribute('style')).toContain('inset-inline-start: 0%');
    expect(bar?.getAttribute('style')).toContain('inline-size: 25%');
  });

  it('shows a placeholder while loading and the empty state without items', () => {
    const { rerender } = render(<BreakdownChart title="Income by kind" items={[]} loading />);
    expect(screen.getByRole('figure', { name: 'Income by kind' })).toHaveAttribute('aria-busy', 'true');
    rerender(<BreakdownChart title="Income by kind" items={[]} empty="No income yet." />);
    expect(screen.getByText('No income yet.')).toBeInTheDocument();
  });
});
