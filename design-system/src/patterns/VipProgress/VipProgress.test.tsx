import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { VipProgress } from './VipProgress';

describe('VipProgress', () => {
  it('shows the level, a bar for deposits and one for valid bets, and what is left of each', () => {
    render(
      <VipProgress
        currencySymbol="$"
        status={{
          level: 2,
          name: 'Silver',
          deposited: 1_850,
          validBet: 31_286.1,
          next: {
            level: 3,
            name: 'Gold',
            depositRequired: 5_000,
            validBetRequired: 25_000,
            depositLeft: 3_150,
            validBetLeft: 0,
          },
        }}
      />,
    );
    const card = screen.getByRole('region', { name: 'Your VIP level' });
    expect(card).toHaveTextContent('VIP 2 Silver');
    expect(card).toHaveTextContent('Next level: Gold');
    const deposits = within(card).getByRole('progressbar', { name: 'Deposits towards Gold' });
    expect(deposits).toHaveAttribute('aria-valuetext', '$1,850.00 of $5,000.00');
    const bets = within(card).getByRole('progressbar', { name: 'Valid bets towards Gold' });
    expect(bets).toHaveAttribute('aria-valuenow', '25000');
    expect(card).toHaveTextContent('$3,150.00 to go');
    expect(card).toHaveTextContent('Reached');
  });

  it('says so at the top level, without bars; busy while loading', () => {
    const { rerender } = render(
      <VipProgress status={{ level: 8, name: 'Legend', deposited: 2_000_000, validBet: 11_000_000, next: null }} />,
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(screen.getByRole('region')).toHaveTextContent('You are at the highest level');
    rerender(<VipProgress />);
    expect(screen.getByRole('region', { name: 'Your VIP level' })).toHaveAttribute('aria-busy', 'true');
  });
});
