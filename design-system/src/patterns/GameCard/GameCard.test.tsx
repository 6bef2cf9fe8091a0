import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { GameCard, favouriteThrottleMs, type Game } from './GameCard';

const game: Game = { id: 'g1', name: 'Fortune Tiger', vendorName: 'PG Soft', image: 'data:,tiger' };

afterEach(() => vi.restoreAllMocks());

describe('GameCard', () => {
  it('shows the name and vendor and calls back play now and free trial with the game', async () => {
    const onPlay = vi.fn();
    const onTrial = vi.fn();
    render(<GameCard game={game} onPlay={onPlay} onTrial={onTrial} />);
    expect(screen.getByText('Fortune Tiger')).toBeInTheDocument();
    expect(screen.getByText('PG Soft')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Play now: Fortune Tiger' }));
    await userEvent.click(screen.getByRole('button', { name: 'Free trial: Fortune Tiger' }));
    expect(onPlay).toHaveBeenCalledWith(game);
    expect(onTrial).toHaveBeenCalledWith(game);
  });

  it('has no free trial or heart unless their callbacks are given', () => {
    render(<GameCard game={game} onPlay={vi.fn()} />);
    expect(screen.getAllByRole('button')).toHaveLength(1);
  });

  it('is one tab stop per action', async () => {
    render(<GameCard game={game} onPlay={vi.fn()} onTrial={vi.fn()} onFavouriteChange={vi.fn()} />);
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Play now: Fortune Tiger' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Free trial: Fortune Tiger' })).toHaveFocus();
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Favourite: Fortune Tiger' })).toHaveFocus();
  });

  it('shows the new favourite state at once and calls at most once per second (leading call)', () => {
    const onFavouriteChange = vi.fn();
    const now = vi.spyOn(Date, 'now').mockReturnValue(10_000);
    render(<GameCard game={game} onPlay={vi.fn()} onFavouriteChange={onFavouriteChange} />);
    const heart = screen.getByRole('button', { name: 'Favourite: Fortune Tiger' });
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(heart);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    fireEvent.click(heart);
    now.mockReturnValue(10_000 + favouriteThrottleMs - 1);
    fireEvent.click(heart);
    expect(onFavouriteChange).toHaveBeenCalledTimes(1);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(game, true);
    expect(heart).toHaveAttribute('aria-pressed', 'true');
    now.mockReturnValue(10_000 + favouriteThrottleMs);
    fireEvent.click(heart);
    expect(onFavouriteChange).toHaveBeenLastCalledWith(game, false);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
  });

  it('follows a new favourite value from the app', () => {
    const { rerender } = render(<GameCard game={game} onPlay={vi.fn()} onFavouriteChange={vi.fn()} />);
    rerender(<GameCard game={{ ...game, favourite: true }} onPlay={vi.fn()} onFavouriteChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Favourite: Fortune Tiger' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('falls back to the default picture when the icon fails', () => {
    const { container } = render(<GameCard game={game} onPlay={vi.fn()} />);
    const image = container.querySelector('img');
    if (!image) throw new Error('no image');
    expect(image).toHaveAttribute('loading', 'lazy');
    fireEvent.error(image);
    expect(container.querySelector('img')).toBeNull();
    expect(container.querySelector('svg')).not.toBeNull();
  });

  it('reserves a square for the icon; with priority it loads at once (not at high priority), else lazily', () => {
    const { container, rerender } = render(<GameCard game={game} onPlay={vi.fn()} priority />);
    const icon = () => container.querySelector('img');
    expect(icon()).toHaveAttribute('width', '240');
    expect(icon()).toHaveAttribute('height', '240');
    expect(icon()).toHaveAttribute('loading', 'eager');
    expect(icon()).not.toHaveAttribute('fetchpriority');
    rerender(<GameCard game={game} onPlay={vi.fn()} />);
    expect(icon()).toHaveAttribute('loading', 'lazy');
    expect(icon()).toHaveAttribute('decoding', 'async');
    expect(icon()).not.toHaveAttribute('fetchpriority');
  });

  it('is a hidden placeholder while loading', () => {
    const { container } = render(<GameCard game={game} loading onPlay={vi.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
    expect(container.firstElementChild).toHaveAttribute('aria-hidden', 'true');
  });
});
