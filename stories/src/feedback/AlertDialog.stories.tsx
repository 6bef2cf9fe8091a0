import { AlertDialog } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

const meta = {
  title: 'Components/AlertDialog',
  component: AlertDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'No se pudo enviar el código',
    message: 'Demasiadas solicitudes. Vuelve a intentarlo dentro de 5 minutos.',
  },
  argTypes: { tone: { control: 'inline-radio', options: ['warning', 'danger', 'info', 'success'] } },
  // The dialog lives in a portal: screenshot the overlay (scrim and centred dialog), not the empty root.
  parameters: { layout: 'fullscreen', loki: { chromeSelector: '[role="alertdialog"]' } },
} satisfies Meta<typeof AlertDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A failed SMS send (SPEC.md section 8): focus is on the one button; Enter confirms and closes. */
export const Warning: Story = {
  play: async ({ args }) => {
    const button = await screen.findByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(button).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

export const CopySuccess: Story = {
  args: { tone: 'success', title: 'Copiado', message: 'El ID de la cuenta se copió al portapapeles.' },
};

export const InvalidInvitationCode: Story = {
  args: {
    tone: 'danger',
    title: 'Código de invitación no válido',
    message: 'Comprueba el código de invitación o deja el campo vacío.',
    confirmLabel: 'Corregir',
  },
};

export const LongMessage: Story = {
  args: {
    tone: 'info',
    title: 'Aviso de mantenimiento de los proveedores de juegos en vivo y de deportes',
    message:
      'El mantenimiento programado de los proveedores comienza a las 02:00 y dura aproximadamente cuatro horas. Durante ese tiempo no podrás abrir juegos de estas categorías, pero tu saldo está seguro y puedes depositar y retirar con normalidad.',
  },
};
