import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it, vi } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { ThemeProvider } from '../../theme/ThemeProvider';
import { AlertDialog, type AlertDialogProps } from './AlertDialog';

function renderAlert(props: Partial<AlertDialogProps> = {}, language = 'en') {
  const onOpenChange = vi.fn();
  const onConfirm = vi.fn();
  render(
    <I18nextProvider i18n={createDesignSystemI18n(language)}>
      <ThemeProvider mode="dark">
        <AlertDialog
          open
          onOpenChange={onOpenChange}
          onConfirm={onConfirm}
          title="Sending failed"
          message="Too many requests, try again in 5 minutes."
          {...props}
        />
      </ThemeProvider>
    </I18nextProvider>,
  );
  return { onOpenChange, onConfirm };
}

describe('AlertDialog', () => {
  it('is a named, described alert dialog, themed in its portal', () => {
    renderAlert();
    const dialog = screen.getByRole('alertdialog', { name: 'Sending failed' });
    expect(dialog).toHaveAccessibleDescription('Too many requests, try again in 5 minutes.');
    expect(dialog.closest('[data-theme="dark"]')).not.toBeNull();
  });

  it('focuses its one translated button, which confirms and closes', async () => {
    const { onOpenChange, onConfirm } = renderAlert({}, 'es');
    const button = screen.getByRole('button', { name: 'Aceptar' });
    await waitFor(() => expect(button).toHaveFocus());
    expect(screen.getAllByRole('button')).toHaveLength(1);
    await userEvent.keyboard('{Enter}');
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('takes a custom label and closes on Escape', async () => {
    const { onOpenChange, onConfirm } = renderAlert({ confirmLabel: 'Got it', tone: 'success' });
    expect(screen.getByRole('button', { name: 'Got it' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('renders nothing when closed', () => {
    renderAlert({ open: false });
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
