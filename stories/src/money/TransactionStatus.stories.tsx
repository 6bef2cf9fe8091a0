import { TransactionStatus, transactionTones } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const labels = {
  pending: 'Pendiente',
  success: 'Acreditado',
  danger: 'Fallido',
  warning: 'Esperando tu confirmación',
  neutral: 'Recibido (confirmado por el personal)',
} as const;

const meta = {
  title: 'Patterns/TransactionStatus',
  component: TransactionStatus,
  args: { tone: 'pending', label: labels.pending },
} satisfies Meta<typeof TransactionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every tone, each with its own shape, so the state never rests on colour alone. */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
      {transactionTones.map((tone) => (
        <TransactionStatus key={tone} tone={tone} label={labels[tone]} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Acreditado')).toBeVisible();
  },
};

export const Pending: Story = {};
