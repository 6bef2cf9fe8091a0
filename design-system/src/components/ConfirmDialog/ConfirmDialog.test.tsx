import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { ConfirmDialog, type ConfirmDialogProps } from './ConfirmDialog';

function renderConfirm(props: Partial<ConfirmDialogProps> = {}, language = 'en') {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <I18nextProvider i18n={createDesignSystemI18n(language)}>
      <ThemeProvider mode="light">
        <ConfirmDialog
          open
          onOpenChange={onOpenChange}
          onConfirm={onConfirm}
          title="Sign out"
          message="Do you want to sign out?"
          {...props}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { onOpenChange, onConfirm };
}

describe('ConfirmDialog', () => {
  it('starts on the translated cancel button, which closes without confirming', async () => {
    const { onOpenChange, onConfirm } = renderConfirm({}, 'th');
    expect(screen.getByRole('alertdialog', { name: 'Sign out' })).toBeInTheDocument();
    const cancel = screen.getByRole('button', { name: 'ยกเลิก' });
    await waitFor(() => expect(cancel).toHaveFocus());
    await userEvent.click(cancel);
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('calls onConfirm and leaves closing to the caller', async () => {
    const { onOpenChange, onConfirm } = renderConfirm({ confirmLabel: 'Sign out now' });
    await userEvent.click(screen.getByRole('button', { name: 'Sign out now' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('ignores every way out while busy', async () => {
    const { onOpenChange, onConfirm } = renderConfirm({ busy: true });
    const confirm = screen.getByRole('button', { name: 'Confirm' });
    expect(confirm).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(confirm);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await userEvent.keyboard('{Escape}');
    expect(onConfirm).not.toHaveBeenCalled();
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog')).toBeInTheDocument();
  });
});
