import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TransactionStatus, transactionTones } from './TransactionStatus';

describe('TransactionStatus', () => {
  it.each(transactionTones)('says its state in words (%s), the picture only decorates', (tone) => {
    const { container } = render(<TransactionStatus tone={tone} label="Pending" />);
    expect(screen.getByText('Pending')).toBeInTheDocument();
    expect(container.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });
});
