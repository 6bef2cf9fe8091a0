import { ConfirmDialog } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor } from 'storybook/test';

const meta = {
  title: 'Components/ConfirmDialog',
  component: ConfirmDialog,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Cerrar sesión',
    message: '¿Seguro que quieres cerrar la sesión?',
    confirmLabel: 'Cerrar sesión',
  },
  // The dialog lives in a portal: screenshot the overlay (scrim and centred dialog), not the empty root.
  parameters: { layout: 'fullscreen', loki: { chromeSelector: '[role="alertdialog"]' } },
} satisfies Meta<typeof ConfirmDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Logout asks confirmation (SPEC.md section 4): focus starts on cancel, the safe choice. */
export const Logout: Story = {
  play: async ({ args }) => {
    const cancel = await screen.findByRole('button', { name: 'Cancelar' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(screen.getByRole('button', { name: 'Cerrar sesión' }));
    await expect(args.onConfirm).toHaveBeenCalledOnce();
    await userEvent.click(cancel);
    await expect(args.onOpenChange).toHaveBeenCalledWith(false);
  },
};

/** While the logout call runs, nothing can be pressed and Escape is ignored. */
export const Busy: Story = {
  args: { busy: true },
  play: async ({ args }) => {
    const confirm = await screen.findByRole('button', { name: 'Cerrar sesión' });
    await expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onOpenChange).not.toHaveBeenCalled();
  },
};

export const Danger: Story = {
  args: {
    tone: 'danger',
    title: 'Eliminar cuenta bancaria',
    message: 'La cuenta terminada en 4821 dejará de estar disponible para retiros.',
    confirmLabel: 'Eliminar',
    cancelLabel: 'Conservar',
  },
};
