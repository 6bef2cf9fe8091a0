import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PaymentMethodPicker, type PaymentMethodOption } from './PaymentMethodPicker';

const methods: PaymentMethodOption[] = [
  { value: 'BANK', name: 'Bank transfer', kind: 'bank', min: 100, max: 50000 },
  { value: 'USDT', name: 'USDT (TRC20)', kind: 'crypto', min: 20, max: 100000 },
];

describe('PaymentMethodPicker', () => {
  it('offers each method as a radio with its limits, and the arrow keys choose', async () => {
    const onValueChange = vi.fn();
    render(
      <PaymentMethodPicker
        label="Deposit method"
        methods={methods}
        value="BANK"
        onValueChange={onValueChange}
        currencySymbol="$"
      />,
    );
    const group = screen.getByRole('radiogroup', { name: 'Deposit method' });
    expect(group).toBeInTheDocument();
    const bank = screen.getByRole('radio', { name: /Bank transfer/ });
    expect(bank).toHaveAttribute('aria-checked', 'true');
    expect(bank).toHaveTextContent('From $100.00 to $50,000.00');
    await userEvent.click(screen.getByRole('radio', { name: /USDT/ }));
    expect(onValueChange).toHaveBeenLastCalledWith('USDT');
    bank.focus();
    // Key down only: Radix moves focus after a timeout and selects only while the arrow is held.
    onValueChange.mockClear();
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(onValueChange).toHaveBeenLastCalledWith('USDT'));
  });

  it('shows placeholders while loading', () => {
    render(
      <PaymentMethodPicker
        label="Deposit method"
        methods={[]}
        value={undefined}
        onValueChange={vi.fn()}
        currencySymbol="$"
        loading
      />,
    );
    expect(screen.getByRole('group', { name: 'Loading the payment methods' })).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('radio')).toBeNull();
  });
});
