import { VerificationCodeDialog, type VerificationMethodKind } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Patterns/VerificationCodeDialog',
  component: VerificationCodeDialog,
  args: {
    open: true,
    methods: ['totp', 'backup'],
    method: 'totp',
    onMethodChange: fn(),
    onSubmit: fn(),
    onClose: fn(),
  },
  // The switch between methods is the dialog's caller's state: kept here as a site would keep it.
  render: function Render(args) {
    const [method, setMethod] = useState<VerificationMethodKind>(args.method);
    return (
      <VerificationCodeDialog
        {...args}
        method={method}
        onMethodChange={(next) => {
          setMethod(next);
          args.onMethodChange(next);
        }}
      />
    );
  },
  parameters: { layout: 'fullscreen', loki: { chromeSelector: '[data-modal-overlay]' } },
} satisfies Meta<typeof VerificationCodeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** The second step of a login: the authenticator app's code, with the switch to a backup code. */
export const Totp: Story = {};

/** A backup code instead. */
export const Backup: Story = { args: { method: 'backup' } };

/** Turning two-step login off: the password and a code. */
export const WithPassword: Story = {
  args: { askPassword: true, title: 'Desactivar la verificación en dos pasos', confirmLabel: 'Desactivar' },
};

/** The platform's refusal above the buttons; the code typed stays. */
export const WrongCode: Story = {
  args: { serverError: 'El código no es correcto. Te quedan 3 intentos.' },
};

/** A code of the wrong shape is never sent; the right one is, without its spaces. */
export const Checks: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    const field = form.getByLabelText(/Código de tu app de autenticación/);
    await userEvent.type(field, '123');
    await userEvent.click(form.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    await userEvent.type(field, ' 456');
    await userEvent.click(form.getByRole('button', { name: 'Verificar' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
  },
  parameters: { loki: { skip: true } },
};
