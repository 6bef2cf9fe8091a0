import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RedEnvelope, type RedEnvelopeProps } from './RedEnvelope';

const envelope = (props: Partial<RedEnvelopeProps> = {}) => (
  <RedEnvelope
    title="Red Envelope Rain"
    kind="RED_ENVELOPE"
    state="ISSUED"
    minPrize={1.88}
    maxPrize={88}
    currencySymbol="$"
    ends="12/12/2026"
    {...props}
  />
);

describe('RedEnvelope', () => {
  it('offers to open an issued envelope, with its prize range', async () => {
    const onAction = vi.fn();
    render(envelope({ onAction }));
    expect(screen.getByRole('article', { name: 'Red Envelope Rain' })).toHaveTextContent('Prizes $1.88 – $88.00');
    await userEvent.click(screen.getByRole('button', { name: 'Open the envelope' }));
    expect(onAction).toHaveBeenCalledOnce();
  });

  it('reveals the prize once, in the live region, then keeps it as a quiet line', () => {
    const { rerender } = render(envelope({ state: 'CLAIMED', prizeAmount: 12.34, revealed: true }));
    expect(screen.getByRole('status')).toHaveTextContent('Congratulations! You won $12.34. It is in your main wallet.');
    expect(screen.queryByRole('button')).toBeNull();
    rerender(envelope({ state: 'CLAIMED', prizeAmount: 12.34 }));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByText('You won $12.34')).toBeInTheDocument();
  });

  it('offers a lucky draw to take part in, and shows a failure', () => {
    render(envelope({ kind: 'LUCKY_DRAW', state: 'JOIN', error: 'You have already claimed this.' }));
    expect(screen.getByText('Lucky draw')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Take part' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('You have already claimed this.');
  });
});
