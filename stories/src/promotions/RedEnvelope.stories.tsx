import { RedEnvelope } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Patterns/RedEnvelope',
  component: RedEnvelope,
  args: {
    title: 'Lluvia de sobres rojos',
    kind: 'RED_ENVELOPE',
    state: 'ISSUED',
    minPrize: 1.88,
    maxPrize: 88,
    currencySymbol: '$',
    ends: '12/12/2026',
    onAction: fn(),
  },
  decorators: [maxInlineSize(480)],
} satisfies Meta<typeof RedEnvelope>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A prize waiting to be opened. */
export const Ready: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Abrir el sobre' }));
    await expect(args.onAction).toHaveBeenCalledOnce();
  },
};

export const TakePart: Story = { args: { state: 'JOIN' } };

export const Opening: Story = { args: { busy: true } };

/** Just opened: the prize large, announced once. */
export const Revealed: Story = {
  args: { state: 'CLAIMED', prizeAmount: 12.34, revealed: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(/Ganaste .*12[.,]34/);
  },
};

/** Opened on an earlier visit: a quiet line. */
export const Claimed: Story = { args: { state: 'CLAIMED', prizeAmount: 12.34 } };

export const LuckyDraw: Story = {
  args: { kind: 'LUCKY_DRAW', title: 'Noche de sorteo', minPrize: 8, maxPrize: 128 },
};

export const ComingSoon: Story = { args: { state: 'COMING_SOON', startsAt: '30/11/2026, 20:00' } };

export const Ended: Story = { args: { state: 'CLOSED' } };

/** A second claim: the platform's refusal, clearly. */
export const AlreadyClaimed: Story = {
  args: { error: 'Ya abriste este premio: ganaste $12.34.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Ya abriste este premio');
  },
};
