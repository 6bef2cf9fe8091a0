import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MissionCard } from './MissionCard';

describe('MissionCard', () => {
  it('shows the progress as a bar and in figures, the reward and the state', () => {
    render(
      <MissionCard title="Bet 100 on live casino" progress={64} target={100} reward="$8.00" state="IN_PROGRESS" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress of Bet 100 on live casino' });
    expect(bar).toHaveAttribute('aria-valuenow', '64');
    expect(bar).toHaveAttribute('aria-valuetext', '64 of 100');
    expect(screen.getByRole('article', { name: 'Bet 100 on live casino' })).toHaveTextContent('In progress');
    expect(screen.getByText('$8.00')).toBeInTheDocument();
  });

  it('keeps the bar within its target and names the other states', () => {
    const { rerender } = render(
      <MissionCard title="Deposit" progress={3} target={1} reward="$10.00" state="COMPLETED" />,
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '1');
    expect(screen.getByText('Completed')).toBeInTheDocument();
    rerender(<MissionCard title="Deposit" progress={1} target={1} reward="$10.00" state="CLAIMED" />);
    expect(screen.getByText('Claimed')).toBeInTheDocument();
  });
});
