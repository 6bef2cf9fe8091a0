import { render, screen, within } from '@testing-library/react';
import userEventLib from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { VerificationCodeDialog } from './VerificationCodeDialog';
import type { VerificationMethodKind } from './VerificationCodeForm';

const userEvent = userEventLib.setup({ delay: null });

function Dialog(props: { askPassword?: boolean; onSubmit: () => void; serverError?: string }) {
  const [method, setMethod] = useState<VerificationMethodKind>('totp');
  return (
    <VerificationCodeDialog
      open
      onClose={() => undefined}
      methods={['totp', 'backup']}
      method={method}
      onMethodChange={setMethod}
      {...props}
    />
  );
}

describe('VerificationCodeDialog', () => {
  it('checks the shape of a TOTP code before sending it, then sends the digits', async () => {
    const onSubmit = vi.fn();
    render(<Dialog onSubmit={onSubmit} />);
    const dialog = screen.getByRole('dialog', { name: 'Two-step verification' });
    const code = within(dialog).getByLabelText(/Code of your authenticator app/);
    await userEvent.type(code, '12 34');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(onSubmit).not.toHaveBeenCalled();
    expect(code).toHaveAccessibleDescription(/Enter the 6 digits of the code/);
    await userEvent.type(code, '56');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'totp', code: '123456' });
  });

  it('switches to a backup code and back, and asks for the password when told', async () => {
    const onSubmit = vi.fn();
    render(<Dialog onSubmit={onSubmit} askPassword serverError="The code is wrong: 4 tries left." />);
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('4 tries left');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a backup code' }));
    await userEvent.type(within(dialog).getByLabelText(/^Password/), 'Demo1234');
    await userEvent.type(within(dialog).getByLabelText(/Backup code/), 'ABCD-2345');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    expect(onSubmit).toHaveBeenCalledWith({ method: 'backup', code: 'ABCD2345', password: 'Demo1234' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the authenticator app' }));
    expect(within(dialog).getByLabelText(/Code of your authenticator app/)).toHaveValue('');
  });

  it('sends an SMS or e-mail code on demand and counts down its validity; a failed send says why', async () => {
    const onSendCode = vi
      .fn()
      .mockResolvedValueOnce({ ok: true, expiredMinutes: 2 })
      .mockResolvedValueOnce({ ok: false, message: 'Too many requests' });
    function NewDevice() {
      const [method, setMethod] = useState<VerificationMethodKind>('sms');
      return (
        <VerificationCodeDialog
          open
          onClose={() => undefined}
          methods={['sms', 'email', 'bankName']}
          method={method}
          onMethodChange={setMethod}
          onSubmit={() => undefined}
          onSendCode={onSendCode}
        />
      );
    }
    render(<NewDevice />);
    const dialog = screen.getByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenLastCalledWith('sms');
    expect(await within(dialog).findByRole('button', { name: 'Resend in 120 s' })).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use a code by e-mail' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Send code' }));
    expect(onSendCode).toHaveBeenLastCalledWith('email');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Too many requests');
    // The bank account name is typed: no send button.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use the bank account name' }));
    expect(within(dialog).queryByRole('button', { name: 'Send code' })).toBeNull();
  });
});
