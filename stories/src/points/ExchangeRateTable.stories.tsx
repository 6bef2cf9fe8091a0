import { ExchangeRateTable } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { earningRates, rate } from './fixtures';

const meta = {
  title: 'Patterns/ExchangeRateTable',
  component: ExchangeRateTable,
  args: { rates: earningRates, conversion: rate, currencySymbol: '$' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof ExchangeRateTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Per point type, the bet or deposit that earns a point; then points into money. */
export const Rates: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Puntos obtenidos por apuesta o depósito' });
    await expect(within(table).getByRole('row', { name: 'Tragamonedas $20,00 1 punto' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  args: { rates: [], conversion: undefined, loading: true },
};

export const LoadError: Story = {
  args: { rates: [], conversion: undefined, error: 'Error desconocido.', onRetry: () => undefined },
};
