import { WithdrawalCard, type WithdrawalCardProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const requestTime = <time dateTime="2026-11-23T08:00:00Z">23/11/2026, 08:00</time>;

const meta = {
  title: 'Patterns/WithdrawalCard',
  component: WithdrawalCard,
  args: {
    amount: 300,
    paidAmount: 300,
    remainingAmount: 0,
    state: 'AWAITING_CONFIRMATION',
    currencySymbol: '$',
    requestTime,
    payoutAccount: 'Lobby Demo Bank •••• 4821',
    confirmDeadline: '23/11/2026, 08:45',
    autoConfirmMinutes: 30,
    onReceived: fn(),
    onNotReceived: fn(),
  } satisfies WithdrawalCardProps,
  decorators: [maxInlineSize(720)],
} satisfies Meta<typeof WithdrawalCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Approved and paid in full: the member answers received or not received (SPEC.md section 4). */
export const AwaitingConfirmation: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Lo he recibido' }));
    await expect(args.onReceived).toHaveBeenCalledOnce();
  },
};

/** Paid in part: the received and remaining amounts, and the mark. */
export const PartialPayment: Story = {
  args: { amount: 8000, paidAmount: 5000, remainingAmount: 3000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Pago parcial')).toBeVisible();
  },
};

/** Not received: a proof image is needed before it can be sent to staff. */
export const ReportingNotReceived: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'No recibido' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar al personal' }));
    await expect(canvas.getByText('Primero añade una imagen de tu cuenta.')).toBeVisible();
    await expect(args.onNotReceived).not.toHaveBeenCalled();
  },
};

/** The answer is on its way: its button is busy, the other waits. */
export const Sending: Story = { args: { busy: 'received' } };

export const AnswerFailed: Story = {
  args: { error: 'No se envió tu respuesta: Conexión de red anómala. Inténtalo de nuevo.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toBeVisible();
  },
};

export const UnderReview: Story = { args: { state: 'PENDING', paidAmount: 0 } };
export const Received: Story = { args: { state: 'RECEIVED' } };
export const NotReceived: Story = { args: { state: 'NOT_RECEIVED' } };
export const AutoConfirmed: Story = { args: { state: 'AUTO_CONFIRMED' } };
export const ForcedReceived: Story = { args: { state: 'FORCED_RECEIVED' } };
export const Rejected: Story = { args: { state: 'REJECTED', paidAmount: 0, amount: 999.99 } };

export const LongAccount: Story = {
  args: { payoutAccount: 'Banco Nacional de Desarrollo Económico y Social del Estado •••• 4821', amount: 1234567.89 },
};
