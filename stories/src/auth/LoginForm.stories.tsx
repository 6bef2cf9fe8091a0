import { LoginForm, type SendCode } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { captchaImage, countries, popupWidth, rules, storyChallenge } from './fixtures';

const meta = {
  title: 'Patterns/LoginForm',
  component: LoginForm,
  args: {
    onSubmit: fn(() => Promise.resolve()),
    onRegister: fn(),
    onForgotPassword: fn(),
    countries,
    defaultDialingCode: '52',
    mobileRule: rules.mobileNum,
    onSendCode: fn<SendCode>(() => Promise.resolve({ ok: true, expiredMinutes: 1 })),
  },
  decorators: [maxInlineSize(popupWidth)],
} satisfies Meta<typeof LoginForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Username and password only: verification-code login is off. */
export const UsernameOnly: Story = {};

/** Verification-code login on (MOBILEVERCODELOGIN3): a mobile-number tab. */
export const WithMobileTab: Story = { args: { smsLogin: true } };

/** The mobile tab first, with a remembered number. */
export const MobileTab: Story = {
  args: { smsLogin: true, defaultTab: 'mobile', initialMobileNum: '5512345678', initialRemember: true },
};

/** After a failed login that asked for it (SPEC.md section 4): the captcha with its image. */
export const WithCaptcha: Story = {
  args: { captcha: { image: captchaImage, onRefresh: fn() }, initialUsername: 'jugador01', initialRemember: true },
};

/**
 * An operator's hosted challenge in the captcha's place (issue 16 item 3): unsolved, the submit says
 * so under it and focuses it; ticked, its token goes with the login.
 */
export const WithHostedChallenge: Story = {
  args: { captcha: { widget: storyChallenge }, initialUsername: 'jugador01' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'secreto1{Enter}');
    const box = canvas.getByRole('group', { name: /^Verificación/ });
    await waitFor(() => expect(box).toHaveFocus());
    await expect(box).toHaveAccessibleDescription('Completa la verificación.');
    await userEvent.click(await canvas.findByRole('checkbox', { name: 'No soy un robot' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledOnce());
    await expect(args.onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ captcha: 'story-token' }),
      expect.anything(),
    );
  },
};

/** The code's send asks for human verification (issue 16 item 3): the captcha above the code. */
export const MobileTabWithCaptcha: Story = {
  args: {
    smsLogin: true,
    defaultTab: 'mobile',
    initialMobileNum: '5512345678',
    codeCaptcha: { image: captchaImage, onRefresh: fn() },
  },
};

/** Send pressed without the captcha's answer: nothing is sent, the captcha says so and takes the focus. */
export const MobileCaptchaMissing: Story = {
  args: MobileTabWithCaptcha.args,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    const captcha = canvas.getByRole('textbox', { name: /^Captcha/ });
    await waitFor(() => expect(captcha).toHaveFocus());
    await expect(captcha).toHaveAccessibleDescription('Introduce el captcha.');
    await expect(args.onSendCode).not.toHaveBeenCalled();
  },
};

/** The platform refused the answer: its message under the captcha, not in a dialog; the answer is cleared. */
export const MobileCaptchaRefused: Story = {
  args: {
    ...MobileTabWithCaptcha.args,
    onSendCode: fn<SendCode>(() =>
      Promise.resolve({ ok: false, message: 'La verificación del captcha ha fallado.', field: 'captcha' }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const captcha = canvas.getByRole('textbox', { name: /^Captcha/ });
    await userEvent.type(captcha, '1234');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(captcha).toHaveAccessibleDescription('La verificación del captcha ha fallado.'));
    await expect(args.onSendCode).toHaveBeenCalledWith('5512345678', '52', '1234');
    await expect(captcha).toHaveValue('');
    await expect(canvas.queryByRole('alertdialog')).toBeNull();
  },
};

/** The platform's answer above the button, announced as an alert. */
export const ServerError: Story = {
  args: { serverError: 'Usuario o contraseña incorrectos.', initialUsername: 'jugador01' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Usuario o contraseña incorrectos.');
  },
};

/** Busy: the button shows a spinner and ignores clicks. */
export const Submitting: Story = {
  args: { submitting: true, initialUsername: 'jugador01' },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Iniciar sesión' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
  },
};

/** Fill and submit: the values arrive trimmed, with the remember flag. */
export const FillAndSubmit: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Usuario/), '  jugador01 ');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), ' secreto1 ');
    await userEvent.click(canvas.getByRole('checkbox', { name: 'Recordar mi usuario' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { type: 'username', username: 'jugador01', password: 'secreto1', remember: true },
        expect.anything(),
      ),
    );
  },
};

/** An empty submit: the message under each field, focus on the first. */
export const EmptySubmit: Story = {
  args: { captcha: { image: captchaImage, onRefresh: fn() } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Iniciar sesión' }));
    await waitFor(() => expect(canvas.getByLabelText(/^Usuario/)).toHaveFocus());
    await expect(canvas.getAllByText('Introduce tu usuario y tu contraseña.')).toHaveLength(2);
    await expect(canvas.getByText('Introduce el captcha.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: Tab between fields, Space ticks remember-me, Enter submits. */
export const KeyboardJourney: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Usuario/)).toHaveFocus();
    await userEvent.keyboard('jugador01');
    await userEvent.tab();
    await userEvent.keyboard('secreto1');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox', { name: 'Recordar mi usuario' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await userEvent.tab({ shift: true });
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { type: 'username', username: 'jugador01', password: 'secreto1', remember: true },
        expect.anything(),
      ),
    );
  },
};

/** The mobile tab by keyboard: a wrong number blocks the send; then the code and Enter. */
export const MobileJourney: Story = {
  // Shot with the clock still (loki-ready.ts: lokiClockLoader): the send button's countdown stays at its first second.
  parameters: { loki: { stillClock: true } },
  args: { smsLogin: true },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Usuario' }));
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Número de móvil' })).toHaveAttribute('aria-selected', 'true');
    const mobile = canvas.getByRole('textbox', { name: /Número de móvil/ });
    await userEvent.type(mobile, '55');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(canvas.getByText('Introduce un número de móvil válido.')).toBeInTheDocument());
    await expect(args.onSendCode).not.toHaveBeenCalled();
    await userEvent.type(mobile, '12345678');
    await userEvent.click(canvas.getByRole('button', { name: 'Enviar código' }));
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('5512345678', '52'));
    await userEvent.type(canvas.getByLabelText(/^Código de verificación/), ' 123456 {Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { type: 'sms', mobileNum: '5512345678', countryDialingCode: '52', verificationCode: '123456', remember: false },
        expect.anything(),
      ),
    );
  },
};
