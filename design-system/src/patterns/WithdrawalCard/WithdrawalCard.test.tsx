import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WithdrawalCard, type WithdrawalCardProps } from './WithdrawalCard';

const base: WithdrawalCardProps = {
  amount: 8000,
  paidAmount: 5000,
  remainingAmount: 3000,
  state: 'AWAITING_CONFIRMATION',
  currencySymbol: '$',
  requestTime: '23/11/2026, 08:00',
  payoutAccount: 'Lobby Demo Bank •••• 4821',
  confirmDeadline: '23/11/2026, 08:45',
  autoConfirmMinutes: 30,
};

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'statement.png', { type: 'image/png' });

describe('WithdrawalCard', () => {
  it('shows a partial payment as received and remaining amounts, and asks for the answer', () => {
    render(<WithdrawalCard {...base} />);
    const card = screen.getByRole('article', { name: 'Withdrawal of $8,000.00' });
    expect(within(card).getByText('Paid in part')).toBeInTheDocument();
    expect(within(card).getByText('Waiting for your confirmation')).toBeInTheDocument();
    const values = within(card)
      .getAllByRole('definition')
      .map((item) => item.textContent);
    expect(values).toEqual(['23/11/2026, 08:00', 'Lobby Demo Bank •••• 4821', '$5,000.00', '$3,000.00']);
    expect(card).toHaveTextContent('Did $5,000.00 arrive in Lobby Demo Bank •••• 4821?');
    expect(card).toHaveTextContent(
      'If you do not answer within 30 minutes, it counts as received (23/11/2026, 08:45).',
    );
  });

  it('sends received, and not received only with a proof image', async () => {
    const onReceived = vi.fn();
    const onNotReceived = vi.fn();
    render(<WithdrawalCard {...base} onReceived={onReceived} onNotReceived={onNotReceived} />);
    await userEvent.click(screen.getByRole('button', { name: 'I received it' }));
    expect(onReceived).toHaveBeenCalledOnce();
    await userEvent.click(screen.getByRole('button', { name: 'Not received' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send to staff' }));
    expect(onNotReceived).not.toHaveBeenCalled();
    expect(screen.getByText('Add an image of your account first.')).toBeInTheDocument();
    const proof = png();
    await userEvent.upload(screen.getByLabelText(/Proof for our staff/), proof);
    await userEvent.click(screen.getByRole('button', { name: 'Send to staff' }));
    expect(onNotReceived).toHaveBeenCalledWith(proof);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(screen.getByRole('button', { name: 'I received it' })).toBeInTheDocument();
  });

  it('is busy while an answer is on its way, and shows why one failed', () => {
    const onReceived = vi.fn();
    render(<WithdrawalCard {...base} busy="received" error="The network failed." onReceived={onReceived} />);
    const yes = screen.getByRole('button', { name: 'I received it' });
    expect(yes).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByRole('button', { name: 'Not received' })).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('The network failed.');
  });

  it.each([
    ['PENDING', 'Under review', 'The amount is held while the withdrawal is reviewed.'],
    ['RECEIVED', 'Received', null],
    ['NOT_RECEIVED', 'Not received', 'Your proof was sent. Our staff are checking the payment.'],
    ['AUTO_CONFIRMED', 'Counted as received', 'No answer came within 30 minutes, so it counts as received.'],
    [
      'FORCED_RECEIVED',
      'Received (confirmed by staff)',
      'Our staff confirmed the payment, so the amount is not refunded.',
    ],
    ['REJECTED', 'Rejected', 'The amount is back in your main wallet.'],
  ] as const)('%s reads "%s" with no answer to give', (state, label, note) => {
    render(
      <WithdrawalCard
        {...base}
        paidAmount={state === 'PENDING' || state === 'REJECTED' ? 0 : 8000}
        remainingAmount={0}
        state={state}
      />,
    );
    const card = screen.getByRole('article');
    expect(within(card).getByText(label)).toBeInTheDocument();
    if (note) expect(card).toHaveTextContent(note);
    expect(within(card).queryByRole('button')).toBeNull();
    expect(within(card).queryByText('Paid in part')).toBeNull();
    expect(within(card).queryByText('Amount received') !== null).toBe(state !== 'PENDING' && state !== 'REJECTED');
  });
});
