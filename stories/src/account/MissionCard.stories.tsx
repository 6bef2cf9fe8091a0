import { MissionCard } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Patterns/MissionCard',
  component: MissionCard,
  args: { title: 'Apuesta 100 en casino en vivo', progress: 64, target: 100, reward: '$800.00', state: 'IN_PROGRESS' },
  decorators: [maxInlineSize(360)],
} satisfies Meta<typeof MissionCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const InProgress: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar')).toHaveAttribute('aria-valuenow', '64');
  },
};

export const NotStarted: Story = { args: { progress: 0, target: 1, title: 'Haz un depósito', reward: '$1,000.00' } };

export const Completed: Story = {
  args: { progress: 20, target: 20, state: 'COMPLETED', title: 'Juega 20 rondas de slots' },
};

export const Claimed: Story = {
  args: { progress: 3, target: 3, state: 'CLAIMED', title: 'Inicia sesión 3 días seguidos' },
};

export const LongTitle: Story = {
  args: {
    title: 'Una misión con un título muy largo que ocupa varias líneas para ver cómo se adapta la tarjeta',
    progress: 1250,
    target: 5000,
    reward: '$12,500.00',
  },
};
