import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Gift } from '../GiftCard';
import { GiftGrid } from './GiftGrid';

const gifts: Gift[] = ['Travel Mug', 'Sports Cap'].map((name, index) => ({
  id: String(index),
  name,
  imageSrc: 'data:,gift',
  kind: 'GIFT',
  pointsRequired: 1500,
  stock: 10,
  unit: 'piece',
}));

describe('GiftGrid', () => {
  it('lists one card per gift', () => {
    render(<GiftGrid gifts={gifts} balance={2000} />);
    const list = screen.getByRole('list', { name: 'Gifts' });
    expect(list.querySelectorAll('article')).toHaveLength(2);
  });

  it('shows placeholders while loading, busy for assistive technology', () => {
    const { container } = render(<GiftGrid gifts={[]} balance={null} loading />);
    expect(container.querySelector('[aria-busy="true"]')).toHaveTextContent('Loading gifts');
  });

  it('shows a failure with a retry', async () => {
    const onRetry = vi.fn();
    render(<GiftGrid gifts={[]} balance={null} error="The gifts could not be loaded" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('The gifts could not be loaded');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('says when there is nothing to redeem', () => {
    render(<GiftGrid gifts={[]} balance={0} />);
    expect(screen.getByText('There are no gifts right now.')).toBeInTheDocument();
  });
});
