import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Balance, type BalanceProps } from './Balance';

const setup = (props: Partial<BalanceProps> = {}) => {
  const handlers = { onHiddenChange: vi.fn(), onRefresh: vi.fn() };
  render(<Balance amount={1234.5} currencySymbol="$" hidden={false} {...handlers} {...props} />);
  return handlers;
};

describe('Balance', () => {
  it('shows the amount with 2 decimals and the symbol', () => {
    setup();
    expect(screen.getByRole('group', { name: 'Balance' })).toHaveTextContent('$1,234.50');
  });

  it('masks the amount with asterisks when hidden', () => {
    setup({ hidden: true });
    expect(screen.queryByText('$1,234.50')).toBeNull();
    expect(screen.getByText('****')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('Balance hidden')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hide balance' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('toggles hiding', async () => {
    const { onHiddenChange } = setup();
    const toggle = screen.getByRole('button', { name: 'Hide balance' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(onHiddenChange).toHaveBeenCalledWith(true);
  });

  it('refreshes, and ignores clicks while refreshing', async () => {
    const { onRefresh } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
    expect(onRefresh).toHaveBeenCalledOnce();
  });

  it('is busy while refreshing', async () => {
    const { onRefresh } = setup({ refreshing: true });
    const refresh = screen.getByRole('button', { name: 'Refresh balance' });
    expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    expect(onRefresh).not.toHaveBeenCalled();
  });

  it('shows a placeholder while the amount is unknown', () => {
    setup({ amount: null });
    expect(screen.getByText('Loading balance')).toBeInTheDocument();
  });
});
