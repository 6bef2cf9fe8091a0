import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Game } from '../GameCard';
import { GameGrid, type GameGridProps } from './GameGrid';

const games = (count: number): Game[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `g${index}`,
    name: `Game ${index}`,
    vendorName: 'CQ9',
    image: `data:,${index}`,
  }));

// Role queries over many cards are slow in jsdom on a busy machine.
vi.setConfig({ testTimeout: 20_000 });

const grid = (props: Partial<GameGridProps> = {}) => (
  <GameGrid games={games(48)} hasMore onLoadMore={vi.fn()} onPlay={vi.fn()} {...props} />
);

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('GameGrid', () => {
  // Virtualisation needs real layout: the FiveThousandGames story and scripts/bench-game-grid.mjs
  // check it in Chromium.
  it('asks for the next page once per page from the button', async () => {
    const onLoadMore = vi.fn();
    const { rerender } = render(grid({ onLoadMore }));
    const button = screen.getByRole('button', { name: 'Load more games' });
    await userEvent.click(button);
    await userEvent.click(button);
    expect(onLoadMore).toHaveBeenCalledOnce();
    rerender(grid({ onLoadMore, loadingMore: true }));
    expect(screen.getByRole('button', { name: 'Loading more games…' })).toHaveAttribute('aria-busy', 'true');
    rerender(grid({ onLoadMore, games: games(72) }));
    await userEvent.click(screen.getByRole('button', { name: 'Load more games' }));
    expect(onLoadMore).toHaveBeenCalledTimes(2);
    rerender(grid({ onLoadMore, games: games(80), hasMore: false }));
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
  });

  it('asks once when the end comes near, not again while the same page is loading', () => {
    const callbacks: IntersectionObserverCallback[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(callback: IntersectionObserverCallback) {
          callbacks.push(callback);
        }
        observe = () => undefined;
        disconnect = () => undefined;
      },
    );
    const onLoadMore = vi.fn();
    render(grid({ onLoadMore }));
    const near = [{ isIntersecting: true }] as IntersectionObserverEntry[];
    act(() => {
      for (const callback of callbacks) callback(near, {} as IntersectionObserver);
      for (const callback of callbacks) callback(near, {} as IntersectionObserver);
    });
    expect(onLoadMore).toHaveBeenCalledOnce();
  });

  it('filters by classify with counts, and never clears the choice', async () => {
    const onClassifyChange = vi.fn();
    const classifies = [
      { key: 'all', label: 'All', count: 1234 },
      { key: 'fish', label: 'Fishing', count: 12 },
    ];
    render(grid({ classifies, classify: 'all', onClassifyChange }));
    expect(screen.getByRole('radiogroup', { name: 'Game types' })).toBeInTheDocument();
    const all = screen.getByRole('radio', { name: 'All 1,234' });
    expect(all).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(all);
    expect(onClassifyChange).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('radio', { name: 'Fishing 12' }));
    expect(onClassifyChange).toHaveBeenCalledWith('fish');
  });

  it('shows a failed first load with a retry, and a failed next page under the games', () => {
    const onRetry = vi.fn();
    const { rerender } = render(grid({ games: [], error: 'Network error', onRetry }));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(grid({ error: 'Network error', onRetry }));
    expect(screen.getByRole('alert')).toHaveTextContent('Network error');
    expect(screen.queryByRole('button', { name: 'Load more games' })).toBeNull();
  });

  it('says when it is loading or empty', () => {
    const { rerender } = render(grid({ games: [], loading: true }));
    expect(screen.getAllByRole('status')[0]).toHaveTextContent('Loading…');
    rerender(grid({ games: [], hasMore: false }));
    expect(screen.getByText('No games match this choice.')).toBeInTheDocument();
  });

  it("renders the first page's games on the server, and hydration keeps those cards", async () => {
    const { renderToString } = await import('react-dom/server');
    const { hydrateRoot } = await import('react-dom/client');
    const html = renderToString(grid());
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    const served = [...container.querySelectorAll('[role="listitem"]')];
    // SPEC.md section 9: a page is 24 games; 48 are loaded, the first 24 are in the HTML, in order.
    expect(served.map((item) => item.getAttribute('aria-posinset'))).toEqual(
      Array.from({ length: 24 }, (_, index) => String(index + 1)),
    );
    expect(served[0]?.querySelector('img')).toHaveAttribute('src', 'data:,0');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const root = await act(async () => Promise.resolve(hydrateRoot(container, grid())));
    expect(errors).not.toHaveBeenCalled();
    // Measured (jsdom lays out nothing: one column of estimated rows), the first card is the server's node.
    expect(container.querySelector('[role="listitem"]')).toBe(served[0]);
    act(() => root.unmount());
    container.remove();
  });
});
