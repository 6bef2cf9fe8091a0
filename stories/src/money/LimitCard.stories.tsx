import { LimitCard, type LimitCardProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const resetTime = <time dateTime="2026-11-24T00:00:00Z">24/11/2026, 00:00</time>;
const effectiveTime = <time dateTime="2026-11-24T08:00:00Z">24/11/2026, 08:00</time>;

const meta = {
  title: 'Patterns/LimitCard',
  component: LimitCard,
  args: {
    title: 'Límite diario de depósito',
    amount: 500,
    used: 120,
    remaining: 380,
    currencySymbol: '$',
    resetTime,
  } satisfies LimitCardProps,
  decorators: [maxInlineSize(360)],
} satisfies Meta<typeof LimitCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A limit in force, partly used: the meter and the figures agree. */
export const PartlyUsed: Story = {
  play: async ({ canvasElement }) => {
    const meter = within(canvasElement).getByRole('meter');
    await expect(meter).toHaveAttribute('aria-valuetext', '$120,00 de $500,00');
  },
};

/** No limit set: no meter, "Sin límite" in words. */
export const NoLimit: Story = { args: { amount: null, remaining: null, used: 0 } };

/** Used up (a loss limit over the limit counts up to it): the badge says so. */
export const Reached: Story = {
  args: { title: 'Límite semanal de pérdidas', amount: 200, used: 260, remaining: 0 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Límite alcanzado')).toBeVisible();
  },
};

/** A raise waiting for its 24-hour cooling-off, with its time. */
export const RaisePending: Story = { args: { pending: { amount: 2000, effectiveTime } } };

/** A removal waiting for its cooling-off. */
export const RemovalPending: Story = { args: { pending: { amount: null, effectiveTime } } };

/** A long title and a large amount wrap inside a narrow card. */
export const LongValues: Story = {
  args: {
    title: 'Límite mensual de depósito para todas tus billeteras',
    amount: 9_999_999.99,
    used: 1_234_567.89,
    remaining: 8_765_432.1,
    pending: { amount: 10_000_000, effectiveTime },
  },
};
