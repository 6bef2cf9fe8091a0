import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { testWidget } from '../../components/ChallengeField/testWidget';
import { LoginForm, type LoginFormProps } from './LoginForm';

const countries = [{ countryCode: 'TH', countryDialingCode: '66', flagUrl: '/flag/TH.svg' }];
/** What the mobile tab submits for 123456789 (+66) and the code 4321. */
const smsSubmitted = {
  type: 'sms',
  mobileNum: '123456789',
  countryDialingCode: '66',
  verificationCode: '4321',
  remember: false,
};
const mobileRule = { acceptedPattern: '^[0-9]+$', minLength: 9, maxLength: 10, patternId: 'DIGITS' };

function setup(props: Partial<LoginFormProps> = {}) {
  const onSubmit = vi.fn<LoginFormProps['onSubmit']>(() => Promise.resolve());
  render(<LoginForm onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

// Typing through user-event in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe('LoginForm', () => {
  it('marks no field as left when the window took the focus from it (another tab)', async () => {
    setup();
    const username = screen.getByLabelText(/Username/);
    username.focus();
    const hasFocus = vi.spyOn(document, 'hasFocus').mockReturnValue(false);
    username.blur();
    hasFocus.mockRestore();
    // Formik would have said so after its validation; nothing is said for a field never left.
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('submits the trimmed username, password and remember flag', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText(/Username/), '  player1 ');
    await userEvent.type(screen.getByLabelText(/^Password/), ' secret{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: 'username',
      username: 'player1',
      password: 'secret',
      remember: false,
    });
  });

  it('shows the credentials message and focuses the first invalid field on a failed submit', async () => {
    const { onSubmit } = setup();
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    const username = screen.getByLabelText(/Username/);
    await waitFor(() => expect(username).toHaveFocus());
    expect(username).toHaveAccessibleDescription('Enter your username and password.');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('validates on blur, not on each key', async () => {
    setup();
    const username = screen.getByLabelText(/Username/);
    await userEvent.click(username);
    await userEvent.tab();
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
  });

  it('marks a field left by a press on another control once the press ends, so that the click lands', async () => {
    const onForgotPassword = vi.fn();
    setup({ onForgotPassword });
    const username = screen.getByLabelText(/Username/);
    const forgot = screen.getByRole('button', { name: 'Forgot your password?' });
    username.focus();
    // The pointerdown moves the focus: no message yet, nothing below moves under the pointer.
    fireEvent.pointerDown(forgot);
    forgot.focus();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(username).not.toHaveAttribute('aria-invalid', 'true');
    fireEvent.pointerUp(forgot);
    fireEvent.click(forgot);
    expect(onForgotPassword).toHaveBeenCalledOnce();
    await waitFor(() => expect(username).toHaveAttribute('aria-invalid', 'true'));
  });

  it('needs the captcha when one is shown, and reports it', async () => {
    const onRefresh = vi.fn();
    const { onSubmit } = setup({
      captcha: { image: 'data:image/svg+xml,<svg xmlns="http://www.w3.org/2000/svg"/>', onRefresh },
    });
    await userEvent.type(screen.getByLabelText(/Username/), 'player1');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
    await waitFor(() => expect(screen.getByLabelText(/Captcha/)).toHaveFocus());
    expect(screen.getByText('Enter the captcha.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/Captcha/), ' ab12 {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ captcha: 'ab12' });
  });

  it('takes a hosted challenge in the captcha place: asked to complete it, then its token goes', async () => {
    const { widget } = testWidget();
    const { onSubmit } = setup({ captcha: { widget } });
    await userEvent.type(screen.getByLabelText(/Username/), 'player1');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
    const box = screen.getByRole('group', { name: /Verification/ });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription('Complete the verification.');
    expect(onSubmit).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'I am human' }));
    await waitFor(() => expect(box).not.toHaveAccessibleDescription('Complete the verification.'));
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ username: 'player1', captcha: 'token-1' });
  });

  it('sends the code with the hosted challenge token once it is solved', async () => {
    const { widget } = testWidget();
    const onSendCode = vi
      .fn<NonNullable<LoginFormProps['onSendCode']>>()
      .mockResolvedValue({ ok: true, expiredMinutes: 1 });
    setup({ smsLogin: true, countries, defaultDialingCode: '66', mobileRule, onSendCode, codeCaptcha: { widget } });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const box = screen.getByRole('group', { name: /Verification/ });
    await waitFor(() => expect(box).toHaveFocus());
    expect(box).toHaveAccessibleDescription('Complete the verification.');
    expect(onSendCode).not.toHaveBeenCalled();
    await userEvent.click(screen.getByRole('button', { name: 'I am human' }));
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSendCode).toHaveBeenLastCalledWith('123456789', '66', 'token-1'));
  });

  it('remembers the username only when ticked, and never takes the password into autofill memory', async () => {
    const { onSubmit } = setup({ initialUsername: 'player1' });
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.getByLabelText(/Username/)).toHaveAttribute('autocomplete', 'username');
    await userEvent.click(screen.getByRole('checkbox', { name: 'Remember my username' }));
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ username: 'player1', remember: true });
  });

  it('shows the server error as an alert and links to the other forms', async () => {
    const onRegister = vi.fn();
    const onForgotPassword = vi.fn();
    setup({ serverError: 'Wrong username or password.', onRegister, onForgotPassword });
    expect(screen.getByRole('alert')).toHaveTextContent('Wrong username or password.');
    await userEvent.click(screen.getByRole('button', { name: 'Create an account' }));
    await userEvent.click(screen.getByRole('button', { name: 'Forgot your password?' }));
    expect(onRegister).toHaveBeenCalledOnce();
    expect(onForgotPassword).toHaveBeenCalledOnce();
  });

  it('is busy while the submit is pending', async () => {
    let finish: () => void = () => undefined;
    const onSubmit = vi.fn(() => new Promise<void>((resolve) => (finish = resolve)));
    render(<LoginForm onSubmit={onSubmit} initialUsername="player1" />);
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret{Enter}');
    const button = screen.getByRole('button', { name: 'Log in' });
    await waitFor(() => expect(button).toHaveAttribute('aria-busy', 'true'));
    finish();
    await waitFor(() => expect(button).not.toHaveAttribute('aria-busy'));
  });

  it('has a mobile tab only with SMS login, where sending needs a valid number first', async () => {
    const onSendCode = vi.fn(() => Promise.resolve({ ok: true, expiredMinutes: 1 }));
    const { onSubmit } = setup({ smsLogin: true, countries, defaultDialingCode: '66', mobileRule, onSendCode });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '12');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByText('Enter a valid mobile number.')).toBeInTheDocument());
    expect(onSendCode).not.toHaveBeenCalled();
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '3456789');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSendCode).toHaveBeenCalledWith('123456789', '66'));
    const code = screen.getByLabelText(/Verification code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    await userEvent.type(code, ' 4321 {Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(smsSubmitted);
  });

  it('counts down the validity of the code the send answered with, not the configured one', async () => {
    const onSendCode = vi.fn(() => Promise.resolve({ ok: true, expiredMinutes: 3 }));
    setup({ smsLogin: true, countries, defaultDialingCode: '66', mobileRule, onSendCode, smsExpiredMinutes: 1 });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Resend in 1(79|80) s/ })).toBeInTheDocument());
  });

  it('asks for the captcha before sending the code when the send needs it, and not for the login', async () => {
    const onRefresh = vi.fn();
    const onSendCode = vi
      .fn<NonNullable<LoginFormProps['onSendCode']>>()
      .mockResolvedValueOnce({ ok: false, message: 'The captcha is wrong.', field: 'captcha' })
      .mockResolvedValueOnce({ ok: true, expiredMinutes: 1 });
    const { onSubmit } = setup({
      smsLogin: true,
      countries,
      defaultDialingCode: '66',
      mobileRule,
      onSendCode,
      codeCaptcha: { image: 'data:image/svg+xml;base64,PHN2Zy8+', onRefresh },
    });
    // Not on the username tab: only the send asks for it.
    expect(screen.queryByRole('textbox', { name: /Captcha/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '123456789');
    const captcha = screen.getByRole('textbox', { name: /Captcha/ });
    expect(captcha).toHaveAttribute('aria-required', 'true');

    // Without an answer nothing is sent: the message is under the captcha, which takes the focus.
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(captcha).toHaveFocus());
    expect(captcha).toHaveAccessibleDescription(/Enter the captcha\./);
    expect(onSendCode).not.toHaveBeenCalled();

    // A refused answer: its message under the captcha, the answer cleared (each image answers once).
    await userEvent.type(captcha, '1234');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(captcha).toHaveAccessibleDescription(/The captcha is wrong\./));
    expect(onSendCode).toHaveBeenLastCalledWith('123456789', '66', '1234');
    expect(captcha).toHaveValue('');
    expect(captcha).toHaveFocus();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveValue('123456789');

    await userEvent.type(captcha, '5678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(screen.getByRole('button', { name: /Resend in/ })).toBeInTheDocument());
    expect(onSendCode).toHaveBeenLastCalledWith('123456789', '66', '5678');
    expect(captcha).toHaveValue('');

    // The login by code takes no captcha.
    await userEvent.type(screen.getByLabelText(/Verification code/), '4321{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual(smsSubmitted);
  });

  it('has no tabs without SMS login', () => {
    setup();
    expect(screen.queryByRole('tab')).toBeNull();
  });
});
