import { GameCard } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inlineSize } from '../decorators';
import { makeGames } from './fixtures';

const [game] = makeGames(1);
if (!game) throw new Error('no game');

const meta = {
  title: 'Patterns/GameCard',
  component: GameCard,
  args: { game, onPlay: fn(), onTrial: fn(), onFavouriteChange: fn() },
  decorators: [inlineSize(200)],
} satisfies Meta<typeof GameCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Favourite: Story = { args: { game: { ...game, favourite: true } } };

/** Play now and free trial, as they show on hover or keyboard focus. */
export const Actions: Story = { args: { revealActions: true } };

/** Keyboard: one tab stop per action; the actions show while focus is inside. */
export const HoverFocus: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const play = canvas.getByRole('button', { name: `Jugar ahora: ${game.name}` });
    await expect(play).toHaveFocus();
    await waitFor(() => expect(play).toBeVisible());
    await userEvent.keyboard('{Enter}');
    await expect(args.onPlay).toHaveBeenCalledWith(game);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: `Prueba gratis: ${game.name}` })).toHaveFocus();
    await userEvent.tab();
    const heart = canvas.getByRole('button', { name: `Favorito: ${game.name}` });
    await expect(heart).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onFavouriteChange).toHaveBeenCalledWith(game, true);
  },
};

export const NoTrial: Story = { args: { onTrial: undefined, onFavouriteChange: undefined } };

/** A broken icon falls back to the default picture. */
export const BrokenImage: Story = { args: { game: { ...game, image: 'data:image/png;base64,broken' } } };

export const LongNames: Story = {
  args: {
    game: {
      ...game,
      name: 'Treasures of the Golden Aztec Empire: Megaways Deluxe Edition',
      vendorName: 'Pragmatic Play Live Casino International',
    },
  },
};

export const Loading: Story = { args: { loading: true } };
