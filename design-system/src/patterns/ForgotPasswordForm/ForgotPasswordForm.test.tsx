import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { referencePatterns } from '@lobby/contract';
import { ForgotPasswordForm, type ForgotPasswordFormProps } from './ForgotPasswordForm';

const emailRule = { acceptedPattern: referencePatterns.EMAIL, minLength: 5, maxLength: 50, patternId: 'EMAIL' };

function setup(props: Partial<ForgotPasswordFormProps> = {}) {
  const onSubmit = vi.fn<ForgotPasswordFormProps['onSubmit']>(() => Promise.resolve());
  render(<ForgotPasswordForm onSubmit={onSubmit} emailRule={emailRule} {...props} />);
  return { onSubmit };
}

// Typing through user-event in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ForgotPasswordForm', () => {
  it('submits username and e-mail', async () => {
    const { onSubmit } = setup();
    expect(screen.queryByRole('tab')).toBeNull();
    await userEvent.type(screen.getByLabelText(/^Username/), 'player1');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'p@mail.com{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ type: 'email', username: 'player1', email: 'p@mail.com' });
  });

  it('rejects an invalid e-mail with its rule message', async () => {
    setup();
    await userEvent.type(screen.getByLabelText(/^Username/), 'player1');
    await userEvent.type(screen.getByLabelText(/^E-mail/), 'p@mail{Enter}');
    expect(await screen.findByText('Enter a valid e-mail address (5–50 characters).')).toBeInTheDocument();
  });

  it('has a mobile tab with phone verification', async () => {
    setup({
      phoneVerification: true,
      countries: [{ countryCode: 'TH', countryDialingCode: '66', flagUrl: '/flag/TH.svg' }],
      defaultDialingCode: '66',
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAttribute('autocomplete', 'new-password');
    await userEvent.click(screen.getByRole('button', { name: 'Reset password' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Mobile number/ })).toHaveFocus());
    expect(screen.getByText('Enter a valid verification code.')).toBeInTheDocument();
  });

  it('asks for the captcha before sending the reset code when the send needs it; the reset takes none', async () => {
    const onSendCode = vi.fn(() => Promise.resolve({ ok: true, expiredMinutes: 1 }));
    const { onSubmit } = setup({
      phoneVerification: true,
      countries: [{ countryCode: 'TH', countryDialingCode: '66', flagUrl: '/flag/TH.svg' }],
      defaultDialingCode: '66',
      onSendCode,
      codeCaptcha: { image: 'data:image/svg+xml;base64,PHN2Zy8+', onRefresh: vi.fn() },
    });
    expect(screen.queryByRole('textbox', { name: /Captcha/ })).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '812345678');
    await userEvent.type(screen.getByRole('textbox', { name: /Captcha/ }), '4321');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSendCode).toHaveBeenCalledWith('812345678', '66', '4321'));
    await userEvent.type(screen.getByLabelText(/Verification code/), '123456');
    await userEvent.type(screen.getByLabelText(/^New password/), 'secret12{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      type: 'mobile',
      mobileNum: '812345678',
      countryDialingCode: '66',
      verificationCode: '123456',
      newPassword: 'secret12',
    });
  });
});
