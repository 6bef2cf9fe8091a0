import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RewardList, type RewardItem } from './RewardList';

const rewards: RewardItem[] = [
  { id: '1', title: 'Birthday Gift', amount: 1058, state: 'ISSUED', issued: '22/11/2026', expires: '29/11/2026' },
  { id: '2', title: 'VIP Upgrade Bonus', amount: 188, state: 'CLAIMED', issued: '11/11/2026', claimed: '12/11/2026' },
  { id: '3', title: 'Loyalty Cashback', amount: 25, state: 'PROCESSING', issued: '20/11/2026' },
  { id: '4', title: 'Lucky Spin Prize', amount: 9.9, state: 'EXPIRED', issued: '01/11/2026', expires: '08/11/2026' },
];

describe('RewardList', () => {
  it('lists each reward with amount, state and dates; only issued ones have a claim', async () => {
    const onClaim = vi.fn();
    render(<RewardList rewards={rewards} currencySymbol="$" label="Rewards" onClaim={onClaim} />);
    const items = within(screen.getByRole('list', { name: 'Rewards' })).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual([
      'Birthday GiftIssued 22/11/2026Claim by 29/11/2026$1,058.00To claimClaim',
      'VIP Upgrade BonusIssued 11/11/2026Claimed 12/11/2026$188.00Claimed',
      'Loyalty CashbackIssued 20/11/2026$25.00Processing',
      'Lucky Spin PrizeIssued 01/11/2026Expired 08/11/2026$9.90Expired',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Claim Birthday Gift, $1,058.00' }));
    expect(onClaim).toHaveBeenCalledWith('1');
  });

  it('keeps the claim in flight busy', async () => {
    const onClaim = vi.fn();
    render(<RewardList rewards={rewards} currencySymbol="$" label="Rewards" onClaim={onClaim} claimingIds={['1']} />);
    const claim = screen.getByRole('button', { name: /Claim Birthday Gift/ });
    expect(claim).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(claim);
    expect(onClaim).not.toHaveBeenCalled();
  });

  it('says when it is loading, empty or failed, with a retry', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(
      <RewardList rewards={[]} currencySymbol="$" label="Rewards" onClaim={vi.fn()} loading />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading rewards');
    rerender(<RewardList rewards={[]} currencySymbol="$" label="Rewards" onClaim={vi.fn()} />);
    expect(screen.getByText('No rewards yet.')).toBeInTheDocument();
    rerender(
      <RewardList
        rewards={[]}
        currencySymbol="$"
        label="Rewards"
        onClaim={vi.fn()}
        error="Offline"
        onRetry={onRetry}
      />,
    );
    await userEvent.click(within(screen.getByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });
});
