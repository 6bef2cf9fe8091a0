import { formatMoney, JackpotTicker, type JackpotPoolView } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

/** A last win as the page formats it (Spanish, the default language). */
const won = (amount: number, date: string) => ({
  amount: formatMoney(amount, { locale: 'es', symbol: '$', decimals: 2 }),
  date,
});

const pools: JackpotPoolView[] = [
  { tier: 'GRAND', amount: 787654.32, growthPerSecond: 0.37, lastWin: won(512300, '14/11/2026') },
  { tier: 'MAJOR', amount: 54321, growthPerSecond: 0.23, lastWin: won(61250.4, '21/11/2026') },
  { tier: 'MINOR', amount: 5000, growthPerSecond: 0.11, lastWin: won(4410, '23/11/2026') },
  { tier: 'MINI', amount: 500.5, growthPerSecond: 0.05 },
];

const meta = {
  title: 'Patterns/JackpotTicker',
  component: JackpotTicker,
  args: { pools, asOf: Date.UTC(2026, 10, 23, 8), currencySymbol: '$', animate: false },
} satisfies Meta<typeof JackpotTicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still: the amounts as of when they arrived (also what players who prefer reduced motion see). */
export const Still: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/787.654,32/)).toBeInTheDocument();
    await expect(canvas.getByText('Aún sin ganador')).toBeInTheDocument();
  },
};

/** Counting up every second as the pools grow. */
export const Ticking: Story = {
  // Shot with the clock still (loki-ready.ts: lokiClockLoader): the pools as of when they arrived.
  parameters: { loki: { stillClock: true } },
  args: { animate: true, asOf: Date.now() },
};

export const Loading: Story = { args: { pools: [], loading: true } };

export const HugeAmounts: Story = {
  args: {
    pools: pools.map((pool) => ({ ...pool, amount: pool.amount * 1000 })),
  },
};
