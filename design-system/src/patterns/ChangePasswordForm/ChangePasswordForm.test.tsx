import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ChangePasswordForm, type ChangePasswordFormProps } from './ChangePasswordForm';

const passwordRule = { acceptedPattern: '^[A-Za-z0-9]+$', minLength: 6, maxLength: 12, patternId: 'ALNUM' };

function setup(props: Partial<ChangePasswordFormProps> = {}) {
  const onSubmit = vi.fn<ChangePasswordFormProps['onSubmit']>(() => Promise.resolve());
  render(<ChangePasswordForm onSubmit={onSubmit} passwordRule={passwordRule} {...props} />);
  return { onSubmit };
}

// Typing through user-event in jsdom is slow on a shared machine.
vi.setConfig({ testTimeout: 20_000 });

describe('ChangePasswordForm', () => {
  it('submits old, new and confirmation', async () => {
    const { onSubmit } = setup();
    await userEvent.type(screen.getByLabelText(/^Current password/), 'old123');
    await userEvent.type(screen.getByLabelText(/^New password/), 'newpass1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'newpass1{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({
      oldPassword: 'old123',
      newPassword: 'newpass1',
      confirmNewPassword: 'newpass1',
    });
  });

  it('does not ask for a known old password', async () => {
    const { onSubmit } = setup({ oldPasswordKnown: true });
    expect(screen.queryByLabelText(/^Current password/)).toBeNull();
    await userEvent.type(screen.getByLabelText(/^New password/), 'newpass1');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'newpass1{Enter}');
    await waitFor(() => expect(onSubmit).toHaveBeenCalledOnce());
    expect(onSubmit.mock.calls[0]?.[0]).toEqual({ newPassword: 'newpass1', confirmNewPassword: 'newpass1' });
  });

  it('shows the rule and the mismatch', async () => {
    setup({ oldPasswordKnown: true });
    await userEvent.type(screen.getByLabelText(/^New password/), 'a!');
    await userEvent.type(screen.getByLabelText(/^Confirm new password/), 'b{Enter}');
    expect(await screen.findByText('Use 6–12 characters: letters and digits only.')).toBeInTheDocument();
    expect(screen.getByText('The two passwords do not match.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
  });
});
