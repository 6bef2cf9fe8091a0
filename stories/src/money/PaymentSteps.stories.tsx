import { PaymentSteps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Patterns/PaymentSteps',
  component: PaymentSteps,
  args: {
    title: 'Cómo depositar: Transferencia bancaria',
    steps: [
      'Elige el importe y envía la solicitud.',
      'Transfiere exactamente ese importe a la cuenta indicada, desde una cuenta a tu nombre.',
      'Escribe la referencia del depósito en el concepto de la transferencia.',
      'Guarda el comprobante hasta que se acredite el depósito.',
    ],
    note: 'Se acredita unos 20 segundos después de que llegue tu transferencia.',
  },
  decorators: [maxInlineSize(480)],
} satisfies Meta<typeof PaymentSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The deposit tutorial (SPEC.md section 2): numbered steps in order, then the note. */
export const Tutorial: Story = {
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Cómo depositar: Transferencia bancaria' });
    await expect(within(region).getAllByRole('listitem')).toHaveLength(4);
  },
};

export const WithoutNote: Story = { args: { note: undefined, steps: ['Elige el importe.', 'Paga.'] } };

export const LongText: Story = {
  args: {
    steps: [
      'Envía USDT solo por la red TRC20 a la dirección indicada; si lo envías por otra red, como ERC20 o BEP20, el importe se pierde y no se puede recuperar.',
      'TQ7s1LobbyDemo9xV3kP2mN8rW4yZ6aB5cTQ7s1LobbyDemo9xV3kP2mN8rW4yZ6aB5c',
    ],
  },
};
