import { PaymentDetails } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Patterns/PaymentDetails',
  component: PaymentDetails,
  args: {
    lines: [
      { label: 'Importe a enviar', value: '$1.500,00', emphasis: true },
      { label: 'Referencia del depósito', value: 'DP0000042', emphasis: true, copy: true },
      { label: 'Banco', value: 'Lobby Demo Bank', copy: true },
      { label: 'Titular', value: 'Lobby Payments Ltd', copy: true },
      { label: 'Número de cuenta', value: '0123 4567 8901', copy: true },
    ],
  },
  decorators: [maxInlineSize(640)],
} satisfies Meta<typeof PaymentDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Where to pay by bank transfer: every value to type has its copy button. */
export const BankTransfer: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('term')).toHaveLength(5);
    await expect(canvas.getAllByRole('button', { name: 'Copiar' })).toHaveLength(4);
  },
};

/** A crypto address to scan, with a long value that wraps. */
export const WithQrCode: Story = {
  args: {
    lines: [
      { label: 'Importe a enviar', value: '$150,00', emphasis: true },
      { label: 'Red', value: 'TRC20' },
      { label: 'Dirección', value: 'TQ7s1LobbyDemo9xV3kP2mN8rW4yZ6aB5c', copy: true },
    ],
    qr: { value: 'TQ7s1LobbyDemo9xV3kP2mN8rW4yZ6aB5c', label: 'Escanea para pagar: USDT (TRC20)' },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('img', { name: 'Escanea para pagar: USDT (TRC20)' })).toBeVisible();
  },
};
