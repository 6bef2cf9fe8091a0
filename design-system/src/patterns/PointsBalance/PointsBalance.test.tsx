import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PointsBalance } from './PointsBalance';

describe('PointsBalance', () => {
  it('shows the points, the no-expiry rule, the rate and the action', () => {
    render(
      <PointsBalance
        balance={14497}
        rate={{ points: 100, amount: 1 }}
        currencySymbol="$"
        action={<button type="button">Convert</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Your points' });
    expect(region).toHaveTextContent('14,497');
    expect(region).toHaveTextContent('Points have no expiry.');
    expect(region).toHaveTextContent('Exchange rate100 points = $1.00');
    expect(screen.getByRole('button', { name: 'Convert' })).toBeInTheDocument();
  });

  it('is busy while loading, and keeps the no-expiry rule in view', () => {
    render(<PointsBalance />);
    const region = screen.getByRole('region', { name: 'Your points' });
    expect(region).toHaveAttribute('aria-busy', 'true');
    expect(region).toHaveTextContent('Loading your points');
    expect(region).toHaveTextContent('Points have no expiry.');
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    render(<PointsBalance error="Network link abnormal" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Network link abnormal');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('keeps the points in view when something else failed, with the retry', () => {
    render(<PointsBalance balance={14497} error="Unknown error" onRetry={vi.fn()} />);
    expect(screen.getByRole('region', { name: 'Your points' })).toHaveTextContent('14,497');
    expect(screen.getByRole('alert')).toHaveTextContent('Unknown error');
  });
});
