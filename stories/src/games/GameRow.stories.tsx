import { GameRow } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { makeGames } from './fixtures';

const meta = {
  title: 'Patterns/GameRow',
  component: GameRow,
  args: {
    title: 'Tragamonedas',
    games: makeGames(14),
    rows: 2,
    onPlay: fn(),
    onTrial: fn(),
    onFavouriteChange: fn(),
    onMore: fn(),
  },
  parameters: { layout: 'fullscreen' },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof GameRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Home: 14 games in 2 rows of 6 per view; the first row of the page, so its top line loads first. */
export const Home: Story = {
  args: { priority: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const previous = await canvas.findByRole('button', { name: 'Juegos anteriores' });
    // At the first view: previous is unavailable (aria-disabled: it stays focusable), next pages on.
    await waitFor(() => expect(previous).toHaveAttribute('aria-disabled', 'true'));
    const next = canvas.getByRole('button', { name: 'Juegos siguientes' });
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'));
  },
};

/** Elsewhere: 30 games in 4 rows; the next button pages on. */
export const Elsewhere: Story = {
  args: { title: 'Pesca', games: makeGames(30), rows: 4, onMore: undefined },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const next = await canvas.findByRole('button', { name: 'Juegos siguientes' });
    const previous = canvas.getByRole('button', { name: 'Juegos anteriores' });
    // The carousel measures its slides, then moves: under Loki's four busy tabs that took longer than
    // waitFor's one second once in a clean-clone run (aurora, the retry passed).
    const settled = { timeout: 5_000 };
    await waitFor(() => expect(next).not.toHaveAttribute('aria-disabled'), settled);
    await expect(previous).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(next);
    await waitFor(() => expect(previous).not.toHaveAttribute('aria-disabled'), settled);
  },
};

/** Exactly 6 games: one row, nothing to page to. */
export const SixGames: Story = { args: { title: 'En vivo', games: makeGames(6) } };

export const Loading: Story = { args: { games: [], loading: true } };

export const Empty: Story = { args: { games: [], empty: 'Todavía no has jugado a ningún juego.' } };
