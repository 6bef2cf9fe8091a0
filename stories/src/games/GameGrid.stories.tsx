import { GameGrid, ThemeProvider, useTheme } from '@lobby/design-system';
import type { BrandTheme, ThemeValues } from '@lobby/tokens';
import dark from '@lobby/tokens/dist/themes/dark.json';
import light from '@lobby/tokens/dist/themes/light.json';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeGames } from './fixtures';

const classifies = [
  { key: 'all', label: 'Todos', count: 1284 },
  { key: 'hot', label: 'Populares', count: 48 },
  { key: 'fish', label: 'Pesca', count: 12 },
  { key: 'jackpot', label: 'Jackpot', count: 7 },
];

const meta = {
  title: 'Patterns/GameGrid',
  component: GameGrid,
  // The grid virtualises against the window: Loki must open a window as tall as the grid's
  // screenshot, or it resizes the window to fit and shoots while the grid re-renders for the new size.
  parameters: { loki: { height: 1200 } },
  args: {
    games: makeGames(24),
    hasMore: true,
    onLoadMore: fn(),
    classifies,
    classify: 'all',
    onClassifyChange: fn(),
    onPlay: fn(),
    onTrial: fn(),
    onFavouriteChange: fn(),
    onRetry: fn(),
  },
} satisfies Meta<typeof GameGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A category's first page under its classify filter; the button asks for the next page once. */
export const WithClassifies: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Pesca 12' }));
    await expect(args.onClassifyChange).toHaveBeenCalledWith('fish');
    const more = canvas.getByRole('button', { name: 'Cargar más juegos' });
    await userEvent.click(more);
    await userEvent.click(more);
    await expect(args.onLoadMore).toHaveBeenCalledTimes(1);
  },
};

export const LoadingMore: Story = { args: { loadingMore: true } };

export const Loading: Story = { args: { games: [], loading: true } };

/** The first page failed: the error and a retry. */
export const ErrorWithRetry: Story = {
  args: { games: [], error: 'No se pudieron cargar los juegos. Revisa tu conexión.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

/** A next page failed: the games stay, the error and a retry below them. */
export const ErrorLoadingMore: Story = {
  args: { error: 'No se pudieron cargar más juegos.' },
};

export const Empty: Story = { args: { games: [], hasMore: false, classify: 'jackpot' } };

const fiveThousand = makeGames(5000);

/** 5,000 games loaded: only the rows in view are in the page (see scripts/bench-game-grid.mjs). */
export const FiveThousandGames: Story = {
  args: { games: fiveThousand, hasMore: false, classifies: undefined },
  // Scrolling is measured by the benchmark; a play function that scrolled would disturb it.
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getAllByRole('listitem').length).toBeGreaterThan(6));
    await expect(canvasElement.querySelectorAll('[role="listitem"]').length).toBeLessThan(200);
    await expect(document.querySelectorAll('*').length).toBeLessThan(1500);
  },
  // Loki grows the window to the story's height before its shot: for 5,000 games that is a window
  // 170,956 pixels tall, in which the window virtualiser renders rows it would never render for a
  // player, and not the same ones from shot to shot (3.8 million pixels differed in stop 34's CI).
  // The shot is the first screen, as a player sees it.
  parameters: { loki: { disableAutomaticViewportHeight: true } },
};

const wideGap = '32px';
const withWideGap = (values: ThemeValues): ThemeValues => ({ ...values, space: { ...values.space, md: wideGap } });

/** The brand of the toolbar (or the default sets) with a wider `space.md`, as an operator could ship. */
const WideSpacingBrand: Decorator = (Story) => {
  const { mode, dir, brand } = useTheme();
  const base = brand ?? { id: 'default', name: 'Lobby', dark, light };
  const wide: BrandTheme = {
    id: `${base.id}-wide`,
    name: `${base.name}, wide spacing`,
    dark: withWideGap(base.dark),
    light: withWideGap(base.light),
  };
  return (
    <ThemeProvider mode={mode} dir={dir} brand={wide}>
      <Story />
    </ThemeProvider>
  );
};

// GameGrid's narrowest card (its minCardPx): a column count made with another gap than the theme's
// would squeeze cards under it.
const minCardPx = 150;

/**
 * A brand whose `space.md` is 32px rather than 12px: the grid counts its columns and sizes its rows
 * with the gap the theme gives, so no card is squeezed and no row runs into the next.
 */
export const BrandSpacing: Story = {
  decorators: [WideSpacingBrand],
  play: async ({ canvasElement }) => {
    const items = await waitFor(async () => {
      const found = within(canvasElement).getAllByRole('listitem');
      await expect(found.length).toBeGreaterThan(4);
      return found;
    });
    const rows = new Map<number, DOMRect[]>();
    for (const item of items) {
      const rect = item.getBoundingClientRect();
      rows.set(Math.round(rect.top), [...(rows.get(Math.round(rect.top)) ?? []), rect]);
    }
    const ordered = [...rows.entries()].sort(([a], [b]) => a - b).map(([, rects]) => rects);
    await expect(ordered.length).toBeGreaterThan(1);
    const gap = parseFloat(wideGap);
    for (const [index, row] of ordered.entries()) {
      for (const rect of row) await expect(rect.width).toBeGreaterThanOrEqual(minCardPx);
      const byStart = [...row].sort((a, b) => a.left - b.left);
      for (const [at, rect] of byStart.slice(1).entries()) {
        await expect(rect.left - (byStart[at]?.right ?? 0)).toBeCloseTo(gap, 0);
      }
      const next = ordered[index + 1];
      if (!next) continue;
      const bottom = Math.max(...row.map((rect) => rect.bottom));
      const nextTop = Math.min(...next.map((rect) => rect.top));
      await expect(nextTop - bottom).toBeGreaterThanOrEqual(gap - 0.5);
    }
  },
};
