import { PasswordField } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/PasswordField',
  component: PasswordField,
  args: { label: 'Contraseña', onChange: fn() },
} satisfies Meta<typeof PasswordField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = { args: { required: true } };

/** The toggle is reached with Tab and works with Space and Enter; it reports its state with aria-pressed. */
export const Filled: Story = {
  args: { defaultValue: 'Secreta123' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('Contraseña', { selector: 'input' });
    await expect(input).toHaveAttribute('type', 'password');
    await userEvent.tab();
    await userEvent.tab();
    const show = canvas.getByRole('button', { name: 'Mostrar contraseña' });
    await expect(show).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(input).toHaveAttribute('type', 'text');
    await expect(canvas.getByRole('button', { name: 'Ocultar contraseña' })).toHaveAttribute('aria-pressed', 'true');
    await userEvent.keyboard('{Enter}');
    await expect(input).toHaveAttribute('type', 'password');
  },
};

/** Sign-up and change-password forms ask the browser for a new password. */
export const NewPassword: Story = {
  args: { label: 'Nueva contraseña', autoComplete: 'new-password', hint: 'Entre 6 y 16 caracteres.', required: true },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByLabelText(/Nueva contraseña/, { selector: 'input' });
    await expect(input).toHaveAttribute('autocomplete', 'new-password');
  },
};

export const WithError: Story = {
  args: { defaultValue: 'abc', error: 'La contraseña debe tener entre 6 y 16 caracteres' },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'Secreta123' } };
