import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { GiftCard, type Gift } from './GiftCard';

const mug: Gift = {
  id: '5',
  name: 'Travel Mug',
  imageSrc: 'data:,mug',
  kind: 'GIFT',
  pointsRequired: 1500,
  stock: 116,
  unit: 'piece',
};
const cash: Gift = {
  ...mug,
  id: '2',
  name: 'Cash 10',
  kind: 'CASH',
  cashAmount: 10,
  pointsRequired: 1000,
  unit: 'voucher',
};

describe('GiftCard', () => {
  it('shows the kind, the points per unit, the stock and that the points reach it, and redeems', async () => {
    const onRedeem = vi.fn();
    render(<GiftCard gift={mug} balance={14497} onRedeem={onRedeem} />);
    const card = screen.getByRole('article', { name: 'Travel Mug' });
    expect(card).toHaveTextContent('Gift');
    expect(card).toHaveTextContent('1,500 points per piece');
    expect(card).toHaveTextContent('116 left');
    expect(card).toHaveTextContent('You have enough points');
    await userEvent.click(within(card).getByRole('button', { name: 'Redeem Travel Mug' }));
    expect(onRedeem).toHaveBeenCalledWith(mug);
  });

  it('says what a cash reward pays, with two decimals', () => {
    render(<GiftCard gift={cash} balance={5000} currencySymbol="$" />);
    expect(screen.getByRole('article')).toHaveTextContent('CashCash 10Pays $10.001,000 points per voucher');
  });

  it('says how many points are missing and keeps the button inert, described by the reason', async () => {
    const onRedeem = vi.fn();
    render(<GiftCard gift={{ ...mug, pointsRequired: 30000 }} balance={14497} onRedeem={onRedeem} />);
    const button = screen.getByRole('button', { name: 'Redeem Travel Mug' });
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAccessibleDescription('15,503 more points needed');
    await userEvent.click(button);
    expect(onRedeem).not.toHaveBeenCalled();
  });

  it('says out of stock before anything is tried', async () => {
    const onRedeem = vi.fn();
    render(<GiftCard gift={{ ...mug, stock: 0 }} balance={14497} onRedeem={onRedeem} />);
    const button = screen.getByRole('button', { name: 'Redeem Travel Mug' });
    expect(button).toHaveAccessibleDescription('Out of stock');
    expect(screen.queryByText('You have enough points')).toBeNull();
    await userEvent.click(button);
    expect(onRedeem).not.toHaveBeenCalled();
  });

  it('gives no verdict and no redeem while the points are unknown', () => {
    render(<GiftCard gift={mug} balance={null} onRedeem={vi.fn()} />);
    expect(screen.queryByText(/enough|needed/)).toBeNull();
    expect(screen.getByRole('button')).toHaveAttribute('aria-disabled', 'true');
  });
});
