import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { PromotionsNav } from './PromotionsNav';

const items = [
  { key: 'promotions', label: 'Promotions', href: '/promotions', current: true },
  { key: 'jackpot', label: 'Jackpot', href: '/jackpot' },
];

describe('PromotionsNav', () => {
  it('is a named navigation of real links, the current page marked, routed on a plain click', async () => {
    const onNavigate = vi.fn();
    render(<PromotionsNav label="Promotion pages" items={items} onNavigate={onNavigate} />);
    expect(screen.getByRole('navigation', { name: 'Promotion pages' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Promotions' })).toHaveAttribute('aria-current', 'page');
    const jackpot = screen.getByRole('link', { name: 'Jackpot' });
    expect(jackpot).toHaveAttribute('href', '/jackpot');
    await userEvent.click(jackpot);
    expect(onNavigate).toHaveBeenCalledWith('jackpot', '/jackpot');
  });
});
