import { RewardList } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { rewards } from './fixtures';

const meta = {
  title: 'Patterns/RewardList',
  component: RewardList,
  args: { rewards, currencySymbol: '$', label: 'Recompensas', onClaim: fn(), onRetry: fn() },
} satisfies Meta<typeof RewardList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Issued (with a claim), claimed, processing and expired rewards. */
export const EveryState: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /^Reclamar Regalo de cumpleaños/ }));
    await expect(args.onClaim).toHaveBeenCalledWith('1');
  },
};

/** A claim in flight: its button is busy, the other claim stays usable. */
export const Claiming: Story = {
  args: { claimingIds: ['1'] },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Reclamar Regalo de cumpleaños/ }));
    await expect(args.onClaim).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { rewards: [], loading: true } };

export const Empty: Story = { args: { rewards: [] } };

export const Failed: Story = {
  args: { rewards: [], error: 'El servidor no pudo responder. Inténtalo más tarde.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const LongTitle: Story = {
  args: {
    rewards: [
      {
        id: '9',
        title:
          'Bono de bienvenida del cien por cien en el primer depósito con giros gratis en las tragamonedas seleccionadas',
        amount: 1234567.89,
        state: 'ISSUED',
        issued: '22/11/2026',
        expires: '29/11/2026',
      },
    ],
  },
};
