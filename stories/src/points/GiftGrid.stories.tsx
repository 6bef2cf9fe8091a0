import { GiftGrid } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { balance, gifts } from './fixtures';

const meta = {
  title: 'Patterns/GiftGrid',
  component: GiftGrid,
  args: { gifts, balance, currencySymbol: '$', onRedeem: fn(), onRetry: fn() },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof GiftGrid>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Cash and gifts: within reach, out of reach and sold out side by side. */
export const Mall: Story = {};

export const Loading: Story = {
  args: { gifts: [], loading: true },
};

export const Empty: Story = { args: { gifts: [] } };

export const LoadError: Story = {
  args: { gifts: [], error: 'Enlace de red anormal, inténtalo de nuevo.' },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};
