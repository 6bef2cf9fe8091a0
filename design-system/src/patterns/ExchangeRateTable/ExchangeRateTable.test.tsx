import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ExchangeRateTable } from './ExchangeRateTable';

describe('ExchangeRateTable', () => {
  it('shows per point type what earns points, and points into money', () => {
    render(
      <ExchangeRateTable
        rates={[
          { id: 'SLOTS', label: 'Slots', amount: 20, amountKind: 'money', points: 1 },
          { id: 'REDEEM', label: 'Redeem', amount: 1, amountKind: 'points', points: 1 },
        ]}
        conversion={{ points: 100, amount: 1 }}
        currencySymbol="$"
      />,
    );
    const table = screen.getByRole('table', { name: 'Points earned per bet or deposit' });
    expect(within(table).getByRole('row', { name: 'Slots $20.00 1 point' })).toBeInTheDocument();
    expect(within(table).getByRole('row', { name: 'Redeem 1 point 1 point' })).toBeInTheDocument();
    expect(screen.getByText('Points into money').nextSibling).toHaveTextContent('100 points = $1.00');
  });

  it('shows a failure with a retry', () => {
    render(<ExchangeRateTable rates={[]} error="Unknown error" onRetry={() => undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
  });
});
