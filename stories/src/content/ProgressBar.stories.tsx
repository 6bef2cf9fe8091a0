import { ProgressBar } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Components/ProgressBar',
  component: ProgressBar,
  args: { label: 'Depósitos hacia Oro', value: 1_850, max: 5_000, valueText: '$1850,00 de $5000,00' },
  decorators: [maxInlineSize(360)],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Part of the way: the bar fills from the start edge (the right one in right-to-left). */
export const PartWay: Story = {
  play: async ({ canvasElement }) => {
    const bar = within(canvasElement).getByRole('progressbar', { name: 'Depósitos hacia Oro' });
    await expect(bar).toHaveAttribute('aria-valuenow', '1850');
    await expect(bar).toHaveAttribute('aria-valuemax', '5000');
    await expect(bar).toHaveAttribute('aria-valuetext', '$1850,00 de $5000,00');
  },
};

export const Empty: Story = { args: { value: 0, valueText: '$0,00 de $5000,00' } };

/** Past the target: it stops at full. */
export const Full: Story = {
  args: { label: 'Apuestas válidas hacia Oro', value: 31_286.1, max: 25_000, valueText: '$31.286,10 de $25.000,00' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '25000');
  },
};

/** The thin line inside a card (a mission). */
export const Small: Story = { args: { size: 'sm', value: 64, max: 100, valueText: '64 de 100' } };
