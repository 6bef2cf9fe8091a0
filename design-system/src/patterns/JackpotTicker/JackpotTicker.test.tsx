import { act, render, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { JackpotTicker, type JackpotPoolView } from './JackpotTicker';

const asOf = Date.UTC(2026, 10, 23, 8, 0, 0);
const pools: JackpotPoolView[] = [
  { tier: 'GRAND', amount: 787654.32, growthPerSecond: 0.37, lastWin: { amount: '$512,300.00', date: '14/11/2026' } },
  { tier: 'MAJOR', amount: 54321, growthPerSecond: 0.23 },
  { tier: 'MINOR', amount: 5000, growthPerSecond: 0.11 },
  { tier: 'MINI', amount: 500.5, growthPerSecond: 0.05 },
];

const amounts = () =>
  within(screen.getByRole('list'))
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[data-jackpot-amount]')?.textContent);

describe('JackpotTicker', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    vi.setSystemTime(asOf);
  });
  afterEach(() => vi.useRealTimers());

  it('shows the pools with their last wins, still when not animated', () => {
    render(<JackpotTicker pools={pools} asOf={asOf} currencySymbol="$" animate={false} />);
    expect(screen.getByRole('heading', { name: 'Jackpot pools' })).toBeInTheDocument();
    expect(amounts()).toEqual(['$787,654.32', '$54,321.00', '$5,000.00', '$500.50']);
    expect(screen.getByText('Last won $512,300.00 on 14/11/2026')).toBeInTheDocument();
    expect(screen.getAllByText('Not won yet')).toHaveLength(3);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(amounts()[0]).toBe('$787,654.32');
  });

  it('counts the pools up every second as they grow', () => {
    render(<JackpotTicker pools={pools} asOf={asOf} currencySymbol="$" />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(amounts()).toEqual(['$787,658.02', '$54,323.30', '$5,001.10', '$501.00']);
  });

  it('stands still for players who prefer reduced motion', () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('reduce') }));
    render(<JackpotTicker pools={pools} asOf={asOf} currencySymbol="$" />);
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(amounts()[0]).toBe('$787,654.32');
    vi.unstubAllGlobals();
  });

  it('says when it is loading', () => {
    render(<JackpotTicker pools={[]} asOf={asOf} currencySymbol="$" loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the jackpot');
  });
});
