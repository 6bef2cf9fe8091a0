import { ActionResult, Button } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Patterns/ActionResult',
  component: ActionResult,
  args: {
    tone: 'success',
    title: 'Transferencia hecha',
    children: <p>$25,50 pasaron de Billetera principal a PG Soft.</p>,
  },
  decorators: [maxInlineSize(560)],
} satisfies Meta<typeof ActionResult>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Done: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status', { name: 'Transferencia hecha' })).toBeVisible();
  },
};

/** Sent and waiting: a deposit request, pending until the platform confirms the payment. */
export const Waiting: Story = {
  args: {
    tone: 'info',
    title: 'Depósito solicitado: $150,00',
    children: <p>Envía el pago con la referencia DP0000009. Se acredita unos 20 segundos después de que llegue.</p>,
  },
};

/** A failure without an answer: the retry sends the same request again. */
export const Failed: Story = {
  args: {
    tone: 'danger',
    title: 'La transferencia no se hizo',
    children: (
      <>
        <p>Conexión de red anómala. Inténtalo de nuevo.</p>
        <p>No se pierde nada: al reintentar se envía la misma solicitud, así que nunca se hace dos veces.</p>
      </>
    ),
  },
  render: function Render(args) {
    const retry = fn();
    return (
      <ActionResult
        {...args}
        actions={
          <Button variant="secondary" onClick={retry}>
            Reintentar
          </Button>
        }
      />
    );
  },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert', { name: 'La transferencia no se hizo' });
    await userEvent.click(within(alert).getByRole('button', { name: 'Reintentar' }));
  },
};

export const Warning: Story = {
  args: {
    tone: 'warning',
    title: 'Ya has hecho los 5 retiros de hoy. Podrás retirar de nuevo mañana.',
    children: undefined,
  },
};
