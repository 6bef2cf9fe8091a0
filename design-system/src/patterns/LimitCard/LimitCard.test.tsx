import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LimitCard, type LimitCardProps } from './LimitCard';

const base: LimitCardProps = {
  title: 'Daily deposit limit',
  amount: 500,
  used: 120,
  remaining: 380,
  currencySymbol: '$',
  resetTime: '27/11/2026, 00:00',
};

const figures = (card: HTMLElement) =>
  within(card)
    .getAllByRole('definition')
    .map((item) => item.textContent);

describe('LimitCard', () => {
  it('shows the limit, its use as a meter and in figures, what is left and when it starts again', () => {
    render(<LimitCard {...base} />);
    const card = screen.getByRole('article', { name: 'Daily deposit limit' });
    const meter = within(card).getByRole('meter', { name: 'Daily deposit limit: used' });
    expect(meter).toHaveAttribute('aria-valuenow', '120');
    expect(meter).toHaveAttribute('aria-valuemax', '500');
    expect(meter).toHaveAttribute('aria-valuetext', '$120.00 of $500.00');
    expect(figures(card)).toEqual(['$500.00', '$120.00', '$380.00', '27/11/2026, 00:00']);
    expect(within(card).queryByText('Limit reached')).toBeNull();
  });

  it('says so when no limit is set, without a meter', () => {
    render(<LimitCard {...base} amount={null} remaining={null} />);
    const card = screen.getByRole('article', { name: 'Daily deposit limit' });
    expect(within(card).queryByRole('meter')).toBeNull();
    expect(figures(card)).toEqual(['No limit', '$120.00', 'No limit', '27/11/2026, 00:00']);
  });

  it('marks a used-up limit in words, and the meter stops at the limit', () => {
    render(<LimitCard {...base} used={650} remaining={0} />);
    expect(screen.getByText('Limit reached')).toBeInTheDocument();
    expect(screen.getByRole('meter')).toHaveAttribute('aria-valuenow', '500');
  });

  it('shows a waiting raise or removal with its time', () => {
    const { rerender } = render(<LimitCard {...base} pending={{ amount: 2000, effectiveTime: '27/11/2026, 10:00' }} />);
    expect(screen.getByRole('article')).toHaveTextContent('Changes to $2,000.00 on 27/11/2026, 10:00');
    rerender(<LimitCard {...base} pending={{ amount: null, effectiveTime: '27/11/2026, 10:00' }} />);
    expect(screen.getByRole('article')).toHaveTextContent('Removed on 27/11/2026, 10:00');
  });
});
