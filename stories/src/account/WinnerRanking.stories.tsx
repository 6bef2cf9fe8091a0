import { WinnerRanking } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { makeWinners } from './fixtures';

const meta = {
  title: 'Patterns/WinnerRanking',
  component: WinnerRanking,
  args: { winners: makeWinners(20), currencySymbol: '$', onRetry: fn() },
  decorators: [maxInlineSize(1000)],
} satisfies Meta<typeof WinnerRanking>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The top 3 as cards, ranks 4 to 20 in one still list. */
export const Twenty: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(within(canvas.getByRole('region', { name: 'Los 3 primeros' })).getAllByRole('listitem')).toHaveLength(
      3,
    );
    await expect(within(canvas.getByRole('region', { name: 'Puestos 4 a 20' })).getAllByRole('listitem')).toHaveLength(
      17,
    );
  },
};

export const Few: Story = { args: { winners: makeWinners(2) } };

export const Empty: Story = { args: { winners: [] } };

export const Loading: Story = { args: { winners: [], loading: true } };

export const Failed: Story = {
  args: { winners: [], error: 'No se pudieron cargar los ganadores. Error de red, inténtalo de nuevo.' },
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
