import { Button, PointsBalance } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { balance, rate } from './fixtures';

const meta = {
  title: 'Patterns/PointsBalance',
  component: PointsBalance,
  args: {
    balance,
    rate,
    currencySymbol: '$',
    onRetry: fn(),
    action: <Button variant="secondary">Convertir en dinero</Button>,
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof PointsBalance>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The points, the no-expiry rule (SPEC.md section 1), the rate and the conversion. */
export const Balance: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Tus puntos' });
    await expect(region).toHaveTextContent('14.497');
    await expect(region).toHaveTextContent('Los puntos no caducan.');
  },
};

export const Loading: Story = {
  args: { balance: undefined, rate: undefined },
};

export const LoadError: Story = {
  args: { balance: undefined, error: 'Enlace de red anormal, inténtalo de nuevo.' },
  play: async ({ args, canvasElement }) => {
    const retry = within(canvasElement).getByRole('button', { name: 'Reintentar' });
    await userEvent.click(retry);
    await expect(args.onRetry).toHaveBeenCalledOnce();
    retry.blur();
  },
};

export const NoPoints: Story = { args: { balance: 0 } };

export const LargeBalance: Story = { args: { balance: 9876543210 } };

/** The points loaded but the rate did not: the points stay, with the failure and its retry. */
export const RateError: Story = { args: { rate: undefined, error: 'Error desconocido.' } };
