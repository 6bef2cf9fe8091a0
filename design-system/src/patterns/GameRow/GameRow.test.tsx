import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ThemeProvider } from '../../theme/ThemeProvider';
import type { Game } from '../GameCard';
import { GameRow, gameRowRows } from './GameRow';

const wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider mode="dark">{children}</ThemeProvider>;
const games = (count: number): Game[] =>
  Array.from({ length: count }, (_, index) => ({
    id: `g${index}`,
    name: `Game ${index}`,
    vendorName: 'JDB',
    image: `data:,${index}`,
  }));

describe('GameRow', () => {
  it('uses more than one row only when there are over 6 games (SPEC.md section 9)', () => {
    expect(gameRowRows(6, 2)).toBe(1);
    expect(gameRowRows(7, 2)).toBe(2);
    expect(gameRowRows(30, 4)).toBe(4);
  });

  it(
    'shows every game under its heading, with labelled previous/next buttons and More',
    { timeout: 20_000 },
    async () => {
      const onMore = vi.fn();
      const onPlay = vi.fn();
      render(<GameRow title="Slots" games={games(8)} onPlay={onPlay} onMore={onMore} />, { wrapper });
      const region = screen.getByRole('heading', { name: 'Slots' }).closest('section') as HTMLElement;
      expect(within(region).getByRole('button', { name: 'Previous games' })).toBeInTheDocument();
      expect(within(region).getByRole('button', { name: 'Next games' })).toBeInTheDocument();
      // Queried by label: role queries over many cards are slow in jsdom.
      expect(region.querySelectorAll('[aria-label^="Play now"]')).toHaveLength(8);
      await userEvent.click(screen.getByRole('button', { name: 'More' }));
      expect(onMore).toHaveBeenCalledOnce();
      await userEvent.click(screen.getByLabelText('Play now: Game 7'));
      expect(onPlay).toHaveBeenCalledWith(expect.objectContaining({ id: 'g7' }));
    },
  );

  it(
    'with priority, loads the icons of the first line of cards at once and the others lazily',
    { timeout: 20_000 },
    () => {
      const { container, rerender } = render(<GameRow title="Hot" games={games(14)} onPlay={vi.fn()} priority />, {
        wrapper,
      });
      const icons = () => [...container.querySelectorAll('img')];
      expect(icons()).toHaveLength(14);
      const loading = icons().map((icon) => icon.getAttribute('loading'));
      expect(loading).toEqual([...Array<string>(6).fill('eager'), ...Array<string>(8).fill('lazy')]);
      expect(container.querySelectorAll('img[src="data:,0"][loading="eager"]')).toHaveLength(1);
      expect(container.querySelectorAll('img[fetchpriority]')).toHaveLength(0);

      rerender(<GameRow title="Hot" games={games(14)} onPlay={vi.fn()} />);
      expect(icons().every((icon) => icon.getAttribute('loading') === 'lazy')).toBe(true);
      expect(container.querySelectorAll('img[fetchpriority]')).toHaveLength(0);
    },
  );

  it('says when it is loading, and shows the empty state without games', () => {
    const { rerender } = render(<GameRow title="Live" games={[]} onPlay={vi.fn()} loading />, { wrapper });
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    expect(screen.queryByRole('button', { name: 'Next games' })).toBeNull();
    rerender(<GameRow title="Live" games={[]} onPlay={vi.fn()} empty="Nothing live now" />);
    expect(screen.getByText('Nothing live now')).toBeInTheDocument();
  });
});
