import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WinnerRanking } from './WinnerRanking';

const winners = Array.from({ length: 25 }, (_, index) => ({
  id: String(index),
  player: `pl****${String(index)}`,
  amount: 100 * (index + 1) + 0.5,
  gameName: `Game ${String(index)}`,
  time: '01/06/2026, 10:00',
}));

describe('WinnerRanking', () => {
  it('shows the top 3 biggest wins, then ranks 4 to 20, with 2 decimals', () => {
    render(<WinnerRanking winners={winners} currencySymbol="$" />);
    const top = screen.getByRole('region', { name: 'Top 3' });
    const places = within(top).getAllByRole('listitem');
    expect(places).toHaveLength(3);
    expect(places[0]).toHaveTextContent('$2,500.50');
    const rest = screen.getByRole('region', { name: 'Ranks 4 to 20' });
    const rows = within(rest).getAllByRole('listitem');
    expect(rows).toHaveLength(17);
    expect(rows[0]).toHaveTextContent('Rank 4');
  });

  it('shows loading, empty and error with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<WinnerRanking winners={[]} currencySymbol="$" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading winners');
    rerender(<WinnerRanking winners={[]} currencySymbol="$" />);
    expect(screen.getByText('No winners yet. The next one could be you.')).toBeInTheDocument();
    rerender(<WinnerRanking winners={[]} currencySymbol="$" error="The network failed" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The network failed');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
