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
};

/**
 * A new device (SPEC.md section 4): the account's methods, an SMS code sent on demand with its
 * countdown (60 s per minute of the code's validity), e-mail, the bank account name, the authenticator.
 */
export const NewDeviceSms: Story = {
  args: {
    methods: ['sms', 'email', 'bankName', 'totp'],
    method: 'sms',
    onSendCode: fn(() => Promise.resolve({ ok: true as const, expiredMinutes: 5 })),
  },
};

/** The bank account name instead of a code: no send button. */
export const NewDeviceBankName: Story = {
  args: { ...NewDeviceSms.args, method: 'bankName' },
};

/** Sending starts the countdown. */
export const SendsTheCode: Story = {
  // Shot with the clock still (loki-ready.ts: lokiClockLoader): the countdown it starts stays at its first second.
  parameters: { loki: { stillClock: true } },
  args: NewDeviceSms.args,
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Enviar código' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('sms');
    await expect(await form.findByRole('button', { name: /\d/ })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** A failed send says why in the dialog, and nothing counts down: the player can send again. */
export const SendFails: Story = {
  args: {
    ...NewDeviceSms.args,
    onSendCode: fn(() => Promise.resolve({ ok: false as const, message: 'Demasiados intentos. Espera un minuto.' })),
  },
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Enviar código' }));
    await expect(args.onSendCode).toHaveBeenCalledWith('sms');
    await expect(await form.findByText('Demasiados intentos. Espera un minuto.')).toBeVisible();
    await expect(form.getByRole('button', { name: 'Enviar código' })).toBeEnabled();
  },
};
