import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { createDesignSystemI18n } from '../../i18n';
import { PasswordField } from './PasswordField';

const input = () => screen.getByLabelText('Password', { selector: 'input' });

describe('PasswordField', () => {
  // A new i18next instance becomes react-i18next's default: give the next test English back.
  afterEach(() => void createDesignSystemI18n('en'));

  it('hides the password and autocompletes the current password by default', () => {
    render(<PasswordField label="Password" />);
    expect(input()).toHaveAttribute('type', 'password');
    expect(input()).toHaveAttribute('autocomplete', 'current-password');
  });

  it('lets callers ask for a new password', () => {
    render(<PasswordField label="Password" autoComplete="new-password" />);
    expect(input()).toHaveAttribute('autocomplete', 'new-password');
  });

  it('toggles visibility with a pressed, named button (keyboard too)', async () => {
    render(<PasswordField label="Password" defaultValue="secret" />);
    const toggle = screen.getByRole('button', { name: 'Show password' });
    expect(toggle).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(toggle);
    expect(input()).toHaveAttribute('type', 'text');
    const hide = screen.getByRole('button', { name: 'Hide password' });
    expect(hide).toHaveAttribute('aria-pressed', 'true');
    hide.focus();
    await userEvent.keyboard('{Enter}');
    expect(input()).toHaveAttribute('type', 'password');
    expect(input()).toHaveValue('secret');
  });

  it('translates the toggle', () => {
    render(
      <I18nextProvider i18n={createDesignSystemI18n('es')}>
        <PasswordField label="Contraseña" />
      </I18nextProvider>,
    );
    expect(screen.getByRole('button', { name: 'Mostrar contraseña' })).toBeInTheDocument();
  });

  it('does not toggle when disabled', async () => {
    render(<PasswordField label="Password" disabled />);
    await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input()).toHaveAttribute('type', 'password');
  });
});
