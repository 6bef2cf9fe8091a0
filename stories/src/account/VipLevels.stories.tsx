import { VipLevels } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { vipLevels } from './fixtures';

const meta = {
  title: 'Patterns/VipLevels',
  component: VipLevels,
  args: { caption: 'Niveles VIP y beneficios', levels: vipLevels, currentLevel: 2, currencySymbol: '$' },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof VipLevels>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The player's level marked in words ("Tu nivel") and in colour. */
export const Current: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Niveles VIP y beneficios' });
    const rows = within(table).getAllByRole('row');
    await expect(rows).toHaveLength(vipLevels.length + 1);
    const current = rows.find((row) => row.getAttribute('aria-current') === 'true');
    await expect(current).toHaveTextContent('VIP 2 Plata');
    await expect(current).toHaveTextContent('Tu nivel');
    await expect(current).toHaveTextContent('$1000,00$5000,00');
    await expect(rows[8]).toHaveTextContent('Sí');
  },
};

export const NoLevelYet: Story = { args: { currentLevel: undefined } };

export const Loading: Story = {
  args: { loading: true, levels: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('table')).toHaveAttribute('aria-busy', 'true');
  },
};

/** In a narrow column the table scrolls sideways, by keyboard too (the region is focusable). */
export const Narrow: Story = {
  decorators: [maxInlineSize(480)],
};
