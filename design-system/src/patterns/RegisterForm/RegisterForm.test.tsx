import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { referencePatterns } from '@lobby/contract';
import type { RegisterSettings } from '@lobby/contract';
import { RegisterForm, type RegisterFormProps } from './RegisterForm';

const settings = (overrides: Partial<RegisterSettings> = {}): RegisterSettings => ({
  rules: {
    username: {
      acceptedPattern: referencePatterns.LETTER_FIRST_ALNUM,
      minLength: 4,
      maxLength: 12,
      patternId: 'LETTER_FIRST_ALNUM',
    },
    password: { acceptedPattern: referencePatterns.ALNUM, minLength: 6, maxLength: 12, patternId: 'ALNUM' },
    mobileNum: { acceptedPattern: referencePatterns.DIGITS, minLength: 9, maxLength: 10, patternId: 'DIGITS' },
  },
  fields: {},
  tabs: { username: true, mobile: false },
  smsVerification: false,
  ...overrides,
});

function setup(props: Partial<RegisterFormProps> = {}) {
  const onSubmit = vi.fn<RegisterFormProps['onSubmit']>(() => Promise.resolve());
  render(<RegisterForm settings={settings()} onSubmit={onSubmit} {...props} />);
  return { onSubmit };
}

async function fillAccount() {
  await userEvent.type(screen.getByLabelText(/^Username/), 'player1');
  await userEvent.type(screen.getByLabelText(/^Password/), 'secret12');
  await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret12');
}

// Typing through user-event in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe('RegisterForm', () => {
  it('submits the shown fields and the referral code passed in', async () => {
    const { onSubmit } = setup({ referralCode: 'FRIEND7' });
    await fillAccount();
    await userEvent.click(screen.getByRole('checkbox', { name: /18 or older/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      tab: 'username',
      username: 'player1',
      password: 'secret12',
      confirmPassword: 'secret12',
      referralCode: 'FRIEND7',
      countryDialingCode: '',
    });
  });

  it('asks for the terms inline and for a matching confirmation', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText(/^Username/), 'player1');
    await userEvent.type(screen.getByLabelText(/^Password/), 'secret12');
    await userEvent.type(screen.getByLabelText(/^Confirm password/), 'secret13');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^Confirm password/)).toHaveFocus());
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByText('Please agree to the terms.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('shows the rule message under a field that breaks it', async () => {
    setup();
    await userEvent.type(screen.getByLabelText(/^Username/), '1abc');
    await userEvent.tab();
    expect(await screen.findByText('Use 4–12 letters and digits, starting with a letter.')).toBeInTheDocument();
  });

  it('shows optional fields only when enabled, required only when flagged', () => {
    setup({
      settings: settings({
        fields: { email: { shown: true, required: true }, wechat: { shown: true, required: false } },
      }),
    });
    expect(screen.getByLabelText(/^E-mail/)).toHaveAttribute('aria-required', 'true');
    expect(screen.getByLabelText(/^WeChat/)).not.toHaveAttribute('aria-required');
    expect(screen.queryByLabelText(/^LINE/)).toBeNull();
    expect(screen.queryByRole('tab')).toBeNull();
  });

  it('offers a tab per enabled way; the mobile tab needs the number and the SMS code', async () => {
    const onSendCode = vi.fn(() => Promise.resolve({ ok: true, expiredMinutes: 2 }));
    const { onSubmit } = setup({
      settings: settings({ tabs: { username: true, mobile: true }, smsVerification: true }),
      countries: [{ countryCode: 'MX', countryDialingCode: '52', flagUrl: '/flag/MX.svg' }],
      defaultDialingCode: '52',
      onSendCode,
    });
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    const panel = screen.getByRole('tabpanel');
    expect(within(panel).queryByLabelText(/^Username/)).toBeNull();
    await userEvent.type(within(panel).getByRole('textbox', { name: /Mobile number/ }), '5512345678');
    await userEvent.click(within(panel).getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSendCode).toHaveBeenCalledWith('5512345678', '52'));
    await userEvent.type(within(panel).getByLabelText(/Verification code/), '123456');
    await userEvent.type(within(panel).getByLabelText(/^Password/), 'secret12');
    await userEvent.type(within(panel).getByLabelText(/^Confirm password/), 'secret12');
    await userEvent.click(within(panel).getByRole('checkbox'));
    await userEvent.click(within(panel).getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      tab: 'mobile',
      mobileNum: '5512345678',
      verificationCode: '123456',
      password: 'secret12',
      confirmPassword: 'secret12',
      countryDialingCode: '52',
    });
  });

  it('puts one captcha above the code when the send needs it; its answer goes with the send and the register', async () => {
    const onSendCode = vi.fn(() => Promise.resolve({ ok: true, expiredMinutes: 2 }));
    const captcha = { image: 'data:image/svg+xml;base64,PHN2Zy8+', onRefresh: vi.fn() };
    const { onSubmit } = setup({
      settings: settings({
        fields: { mobileNum: { shown: true, required: true }, captcha: { shown: true, required: true } },
        smsVerification: true,
      }),
      countries: [{ countryCode: 'MX', countryDialingCode: '52', flagUrl: '/flag/MX.svg' }],
      defaultDialingCode: '52',
      onSendCode,
      captcha,
      codeCaptcha: captcha,
    });
    const fields = screen.getAllByRole('textbox').map((field) => field.getAttribute('name'));
    expect(fields.filter((name) => name === 'captcha')).toHaveLength(1);
    expect(fields.indexOf('captcha')).toBe(fields.indexOf('verificationCode') - 1);
    await fillAccount();
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '5512345678');
    const answer = screen.getByRole('textbox', { name: /Captcha/ });
    await userEvent.type(answer, '1111');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(onSendCode).toHaveBeenCalledWith('5512345678', '52', '1111'));
    // The send used that image's answer: the registration needs the next one.
    await waitFor(() => expect(answer).toHaveValue(''));
    await userEvent.type(screen.getByLabelText(/Verification code/), '123456');
    await userEvent.type(answer, '2222');
    await userEvent.click(screen.getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toMatchObject({ captcha: '2222', verificationCode: '123456' });
  });

  it('shows a failed code send in a warning dialog', async () => {
    const onSendCode = vi.fn(() =>
      Promise.resolve({ ok: false, message: 'Too many requests, retry after 5 minutes.' }),
    );
    setup({
      settings: settings({ tabs: { username: false, mobile: true }, smsVerification: true }),
      countries: [{ countryCode: 'MX', countryDialingCode: '52', flagUrl: '/flag/MX.svg' }],
      defaultDialingCode: '52',
      onSendCode,
    });
    await userEvent.type(screen.getByRole('textbox', { name: /Mobile number/ }), '5512345678');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent('Too many requests, retry after 5 minutes.');
  });
});
