import { ForgotPasswordForm, type SendCode } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { captchaImage, countries, popupWidth, rules } from './fixtures';

const meta = {
  title: 'Patterns/ForgotPasswordForm',
  component: ForgotPasswordForm,
  args: {
    onSubmit: fn(() => Promise.resolve()),
    usernameRule: rules.username,
    emailRule: rules.email,
    mobileRule: rules.mobileNum,
    passwordRule: rules.password,
    countries,
    defaultDialingCode: '52',
    onSendCode: fn<SendCode>(() => Promise.resolve({ ok: true, expiredMinutes: 1 })),
  },
  decorators: [maxInlineSize(popupWidth)],
} satisfies Meta<typeof ForgotPasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Phone verification off: recovery by e-mail only. */
export const EmailOnly: Story = {};

/** Phone verification on: e-mail and mobile tabs. */
export const BothTabs: Story = { args: { phoneVerification: true } };

/** The mobile tab: number, SMS code and the new password. */
export const MobileTab: Story = { args: { phoneVerification: true, defaultTab: 'mobile' } };

/** The reset code's send asks for human verification (issue 16 item 3): the captcha above the code. */
export const MobileTabWithCaptcha: Story = {
  args: { phoneVerification: true, defaultTab: 'mobile', codeCaptcha: { image: captchaImage, onRefresh: fn() } },
};

/** The platform found no such account. */
export const ServerError: Story = {
  args: { serverError: 'El usuario o el correo electrónico no existe.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('no existe');
  },
};

/** Submitting the empty form: each required field says so, and focus goes to the first. */
export const EmptySubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Usuario/)).toHaveFocus());
    await expect(canvas.getByText('Usa de 4 a 12 letras y números, empezando por una letra.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Fill and submit by e-mail; a malformed address first shows the e-mail rule. */
export const FillAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Usuario/), 'jugador01');
    const email = canvas.getByLabelText(/^Correo electrónico/);
    await userEvent.type(email, 'jugador@correo{Enter}');
    await waitFor(() => expect(canvas.getByText(/Introduce un correo electrónico válido/)).toBeInTheDocument());
    await expect(email).toHaveFocus();
    await userEvent.type(email, '.mx{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { type: 'email', username: 'jugador01', email: 'jugador@correo.mx' },
        expect.anything(),
      ),
    );
  },
};

/** Keyboard only on the mobile tab: number, send, code, new password, Enter. */
export const MobileJourney: Story = {
  // Shot with the clock still (loki-ready.ts: lokiClockLoader): the send button's countdown stays at its first second.
  parameters: { loki: { stillClock: true } },
  args: { phoneVerification: true, defaultTab: 'mobile' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /Número de móvil/ }), '5512345678');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('5512345678', '52'));
    await userEvent.type(canvas.getByLabelText(/^Código de verificación/), '123456');
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'nueva123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          type: 'mobile',
          mobileNum: '5512345678',
          countryDialingCode: '52',
          verificationCode: '123456',
          newPassword: 'nueva123',
        },
        expect.anything(),
      ),
    );
  },
};
