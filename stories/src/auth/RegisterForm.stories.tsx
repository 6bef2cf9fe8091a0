import { RegisterForm, type SendCode } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import {
  allFieldsSettings,
  captchaImage,
  countries,
  popupWidth,
  registerSettings,
  switchedOnSettings,
} from './fixtures';

const meta = {
  title: 'Patterns/RegisterForm',
  component: RegisterForm,
  args: {
    settings: registerSettings,
    onSubmit: fn(() => Promise.resolve()),
    onLogin: fn(),
    onShowTerms: fn(),
    countries,
    defaultDialingCode: '52',
    onSendCode: fn<SendCode>(() => Promise.resolve({ ok: true, expiredMinutes: 1 })),
    captcha: { image: captchaImage, onRefresh: fn() },
  },
  decorators: [maxInlineSize(popupWidth)],
} satisfies Meta<typeof RegisterForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Registration by username only, no optional field. */
export const UsernameOnly: Story = {};

/** Both ways enabled (MOBILENUMREG3): a tab each. */
export const BothTabs: Story = {
  args: { settings: { ...registerSettings, tabs: { username: true, mobile: true }, smsVerification: true } },
};

/** Registration by mobile number only, with the SMS code. */
export const MobileOnly: Story = {
  args: { settings: { ...registerSettings, tabs: { username: false, mobile: true }, smsVerification: true } },
};

/**
 * Human verification on the SMS code's send and on register (issue 16 item 3): one captcha, above the
 * code; it answers the send, then (a new image) the registration.
 */
export const MobileWithCodeCaptcha: Story = {
  args: {
    settings: {
      ...registerSettings,
      fields: { ...registerSettings.fields, captcha: { shown: true, required: true } },
      tabs: { username: false, mobile: true },
      smsVerification: true,
    },
    codeCaptcha: { image: captchaImage, onRefresh: fn() },
  },
};

/** Every optional field switched on; the required ones carry a "*". */
export const AllOptionalFields: Story = {
  // Taller than Loki's 768-pixel window: a window as tall as the form means Loki never resizes it
  // between the story settling and the screenshot.
  parameters: { loki: { height: 1700 } },
  args: { settings: allFieldsSettings, referralCode: 'AMIGO2024' },
};

/**
 * The fields of LOBBY_REGISTER_FIELDS=qqNum,line:required,whatsapp,wechat,idNumber:required,
 * recommenderId,paymentPassword:required,captcha:required (issue 16 item 4): only those, "*" on the required.
 */
export const SwitchedOnFields: Story = {
  parameters: { loki: { height: 1300 } },
  args: { settings: switchedOnSettings },
};

/** The switched-on required fields left empty: each says so under it, nothing is sent. */
export const SwitchedOnFieldsRequired: Story = {
  args: { settings: switchedOnSettings },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Usuario/), 'jugador01');
    await userEvent.type(canvas.getByLabelText(/^Contraseña\s*\*?$/), 'secreto1');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), 'secreto1');
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 años/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() => expect(canvas.getByRole('textbox', { name: /^LINE/ })).toHaveAttribute('aria-invalid', 'true'));
    await expect(canvas.getByRole('textbox', { name: /^Número de identificación/ })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await expect(canvas.getByLabelText(/^Contraseña de pago/)).toHaveAttribute('type', 'password');
    await expect(canvas.getByLabelText(/^Contraseña de pago/)).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByRole('textbox', { name: /^Número de QQ/ })).not.toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** The platform refused the registration. */
export const ServerError: Story = {
  args: { serverError: 'El nombre de usuario ya existe.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('El nombre de usuario ya existe.');
  },
};

/** Busy while the affiliate code and the human verification are checked. */
export const Submitting: Story = { args: { submitting: true } };

/** Fill and submit: the shown fields and the referral code from the link are reported. */
export const FillAndSubmit: Story = {
  args: { referralCode: 'AMIGO2024' },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Usuario/), 'jugador01');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'secreto1');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), 'secreto1');
    await userEvent.click(canvas.getByRole('checkbox', { name: /18 años/ }));
    await userEvent.click(canvas.getByRole('button', { name: 'Registrarse' }));
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        {
          tab: 'username',
          username: 'jugador01',
          password: 'secreto1',
          confirmPassword: 'secreto1',
          referralCode: 'AMIGO2024',
          countryDialingCode: '52',
        },
        expect.anything(),
      ),
    );
  },
};

/** A value the server rule rejects shows the rule's message; missing terms, the inline message. */
export const RuleRejected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Usuario/), '1jugador');
    await userEvent.type(canvas.getByLabelText(/^Contraseña/), 'secreto1');
    await userEvent.type(canvas.getByLabelText(/^Confirmar contraseña/), 'secreto2');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByLabelText(/^Usuario/)).toHaveFocus());
    await expect(canvas.getByText('Usa de 4 a 12 letras y números, empezando por una letra.')).toBeInTheDocument();
    await expect(canvas.getByText('Las dos contraseñas no coinciden.')).toBeInTheDocument();
    await expect(canvas.getByText('Acepta los términos, por favor.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only on the mobile tab: a failed send shows the platform's message in a dialog. */
export const MobileSendFails: Story = {
  args: {
    settings: { ...registerSettings, tabs: { username: false, mobile: true }, smsVerification: true },
    onSendCode: fn<SendCode>(() =>
      Promise.resolve({ ok: false, message: 'Demasiadas solicitudes. Vuelve a intentarlo dentro de 5 minutos.' }),
    ),
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('textbox', { name: /Número de móvil/ })).toHaveFocus();
    await userEvent.keyboard('5512345678');
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Enviar código' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(args.onSendCode).toHaveBeenCalledWith('5512345678', '52'));
    const dialog = await screen.findByRole('alertdialog');
    await expect(dialog).toHaveTextContent('Demasiadas solicitudes');
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
  },
};
