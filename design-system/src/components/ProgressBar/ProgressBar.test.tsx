import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ProgressBar } from './ProgressBar';

describe('ProgressBar', () => {
  it('names what it measures and says how far, in figures and in words', () => {
    render(<ProgressBar label="Deposits towards Gold" value={1850} max={5000} valueText="1,850.00 of 5,000.00" />);
    const bar = screen.getByRole('progressbar', { name: 'Deposits towards Gold' });
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5000');
    expect(bar).toHaveAttribute('aria-valuenow', '1850');
    expect(bar).toHaveAttribute('aria-valuetext', '1,850.00 of 5,000.00');
  });

  it('stays within 0 and its target, and an empty target reads as nothing done', () => {
    const { rerender } = render(<ProgressBar label="Bets" value={31286} max={25000} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25000');
    rerender(<ProgressBar label="Bets" value={-5} max={100} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
    rerender(<ProgressBar label="Bets" value={5} max={0} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '0');
  });
});
