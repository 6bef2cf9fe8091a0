import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { WinnerBoard, type Winner } from './WinnerBoard';

const winner = (id: number, amount: number): Winner => ({
  id: `w${id}`,
  player: `pl***${id}`,
  amount,
  gameName: `Game ${id}`,
});

describe('WinnerBoard', () => {
  it('puts the three biggest wins on the podium, in order, with two decimals and separators', () => {
    render(
      <WinnerBoard
        winners={[winner(1, 10), winner(2, 12345.5), winner(3, 999), winner(4, 1000000)]}
        currencySymbol="$"
        animate={false}
      />,
    );
    const [podium] = screen.getAllByRole('list');
    const places = within(podium as HTMLElement).getAllByRole('listitem');
    expect(places.map((place) => place.textContent)).toEqual([
      '1Rank 1pl***4$1,000,000.00Game 4',
      '2Rank 2pl***2$12,345.50Game 2',
      '3Rank 3pl***3$999.00Game 3',
    ]);
    const rest = screen.getByRole('region', { name: 'More winners' });
    expect(within(rest).getByRole('listitem')).toHaveTextContent('4pl***1Game 1$10.00');
  });

  it('shows at most 20 winners, and scrolls ranks 4 and on with a hidden second copy', () => {
    const winners = Array.from({ length: 25 }, (_, index) => winner(index, 1000 - index));
    render(<WinnerBoard winners={winners} currencySymbol="$" />);
    const rest = screen.getByRole('region', { name: 'More winners' });
    expect(rest).toHaveAttribute('tabindex', '0');
    expect(within(rest).getAllByRole('listitem')).toHaveLength(17);
    expect(rest.querySelectorAll('li')).toHaveLength(34);
    expect(rest.querySelector('[aria-hidden="true"]')).not.toBeNull();
  });

  it('keeps the list still without the copy when animate is false', () => {
    const winners = Array.from({ length: 8 }, (_, index) => winner(index, 100 - index));
    render(<WinnerBoard winners={winners} currencySymbol="$" animate={false} />);
    const rest = screen.getByRole('region', { name: 'More winners' });
    expect(rest.querySelectorAll('li')).toHaveLength(5);
    expect(rest.querySelector('[data-moving="true"]')).toBeNull();
  });

  it('says when it is loading or empty', () => {
    const { rerender } = render(<WinnerBoard winners={[]} currencySymbol="$" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading winners');
    rerender(<WinnerBoard winners={[]} currencySymbol="$" />);
    expect(screen.getByText('No winners yet. The next one could be you.')).toBeInTheDocument();
    rerender(<WinnerBoard winners={[]} currencySymbol="$" empty="Nobody yet" />);
    expect(screen.getByText('Nobody yet')).toBeInTheDocument();
  });
});
