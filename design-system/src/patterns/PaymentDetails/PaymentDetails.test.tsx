import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PaymentDetails } from './PaymentDetails';

describe('PaymentDetails', () => {
  it('lists each line, with a copy button where asked, and the QR code', () => {
    render(
      <PaymentDetails
        lines={[
          { label: 'Bank', value: 'Lobby Demo Bank' },
          { label: 'Account number', value: '0123 4567 8901', copy: true },
          { label: 'Reference', value: 'DP0000042', copy: true, emphasis: true },
        ]}
        qr={{ value: 'TQ7s1', label: 'Scan to pay' }}
      >
        <p>Send $100.00</p>
      </PaymentDetails>,
    );
    expect(screen.getByText('Send $100.00')).toBeInTheDocument();
    expect(screen.getAllByRole('term').map((term) => term.textContent)).toEqual([
      'Bank',
      'Account number',
      'Reference',
    ]);
    expect(screen.getAllByRole('button', { name: 'Copy' })).toHaveLength(2);
    expect(screen.getByRole('img', { name: 'Scan to pay' })).toBeInTheDocument();
  });
});
