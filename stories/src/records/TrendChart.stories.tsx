import { chartValueKinds, TrendChart, trendChartVariants, type TrendPoint } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';

/** `count` days up to 23/11/2026, oldest first; the same on every render. */
const days = (count: number, value: (index: number) => number): TrendPoint[] =>
  Array.from({ length: count }, (_, index) => ({
    date: new Date(Date.UTC(2026, 10, 23 - (count - 1 - index))).toISOString().slice(0, 10),
    value: value(index),
  }));

const bets = days(7, (index) => [1850, 2420.5, 960, 3105.75, 2780, 1240.25, 4020][index] ?? 0);
const profitLoss = days(7, (index) => [320.5, -815.25, 140, -95, 1210.75, -430, 0][index] ?? 0);
const month = days(30, (index) => Math.round((1800 + 1400 * Math.sin(index / 3) + ((index * 53) % 700)) * 100) / 100);
const balance = days(30, (index) => 5200 + Math.round(index * 85 + 900 * Math.sin(index / 4)));

const meta = {
  title: 'Components/TrendChart',
  component: TrendChart,
  argTypes: {
    variant: { control: 'inline-radio', options: trendChartVariants },
    valueKind: { control: 'inline-radio', options: chartValueKinds },
  },
  args: {
    title: 'Apuestas por día',
    valueLabel: 'Apuestas',
    points: bets,
    valueKind: 'money',
    currencySymbol: '$',
  },
} satisfies Meta<typeof TrendChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: 'Apuestas por día' });
    await expect(within(table).getAllByRole('row')).toHaveLength(8);
    await expect(canvas.getByRole('img', { name: '23/11/2026: $4020,00' })).toHaveAttribute('tabindex', '0');
  },
};

/** Profit and loss: bars above and below zero, in the success and danger tones. */
export const NegativeValues: Story = {
  args: { title: 'Pérdidas y ganancias por día', valueLabel: 'Ganancia', points: profitLoss, signed: true },
};

/** A level that carries on from day to day (the balance): a line. */
export const Line: Story = {
  args: { title: 'Saldo al final del día', valueLabel: 'Saldo', points: balance, variant: 'line' },
};

export const LongSeries: Story = {
  name: 'Long series (30 days)',
  args: { title: 'Apuestas de los últimos 30 días', points: month },
};

export const Counts: Story = {
  args: {
    title: 'Nuevos miembros por día',
    valueLabel: 'Nuevos miembros',
    valueKind: 'number',
    points: days(7, (index) => [0, 2, 1, 0, 0, 3, 1][index] ?? 0),
  },
};

export const Empty: Story = { args: { points: [] } };

export const Loading: Story = {
  args: { loading: true },
};

/** By keyboard: one tab stop, the arrows go from day to day, the tooltip follows the focus. */
export const KeyboardTooltip: Story = {
  parameters: { loki: { keepFocus: true } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const latest = canvas.getByRole('img', { name: '23/11/2026: $4020,00' });
    await expect(latest).toHaveFocus();
    // Back in time: towards the start of the axis, the left, or the right when laid out right to left.
    const back = getComputedStyle(latest).direction === 'rtl' ? '{ArrowRight}' : '{ArrowLeft}';
    await userEvent.keyboard(back + back);
    const day = canvas.getByRole('img', { name: '21/11/2026: $2780,00' });
    await expect(day).toHaveFocus();
    await waitFor(() => expect(canvas.getByText('$2780,00', { selector: 'bdi' })).toBeVisible());
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('img', { name: '17/11/2026: $1850,00' })).toHaveFocus();
  },
};
