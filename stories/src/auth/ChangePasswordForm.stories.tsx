import { ChangePasswordForm } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { popupWidth, rules } from './fixtures';

const meta = {
  title: 'Patterns/ChangePasswordForm',
  component: ChangePasswordForm,
  args: { onSubmit: fn(() => Promise.resolve()), passwordRule: rules.password },
  decorators: [maxInlineSize(popupWidth)],
} satisfies Meta<typeof ChangePasswordForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** From the member centre: the current password first. */
export const Default: Story = {};

/** Forced change right after login (default or expired password): the old one is known. */
export const OldPasswordKnown: Story = { args: { oldPasswordKnown: true } };

/** The platform refused the current password. */
export const ServerError: Story = {
  args: { serverError: 'La contraseña actual es incorrecta.' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('La contraseña actual es incorrecta.');
  },
};

export const Submitting: Story = { args: { submitting: true } };

/** A new password that breaks the rule and a confirmation that does not match: both say why. */
export const RuleRejected: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText(/^Contraseña actual/), 'antigua1');
    await userEvent.type(canvas.getByLabelText(/^Nueva contraseña/), 'nueva!');
    await userEvent.type(canvas.getByLabelText(/^Confirmar la nueva contraseña/), 'otra123{Enter}');
    await waitFor(() => expect(canvas.getByLabelText(/^Nueva contraseña/)).toHaveFocus());
    await expect(canvas.getByText('Usa de 6 a 12 caracteres: solo letras y números.')).toBeInTheDocument();
    await expect(canvas.getByText('Las dos contraseñas no coinciden.')).toBeInTheDocument();
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Keyboard only: the rule and the mismatch block the submit, then the fixed values go through. */
export const KeyboardJourney: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText(/^Contraseña actual/)).toHaveFocus();
    await userEvent.keyboard('antigua1');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('nueva!');
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('otra123{Enter}');
    const fresh = canvas.getByLabelText(/^Nueva contraseña/);
    await waitFor(() => expect(fresh).toHaveFocus());
    await expect(canvas.getByText('Usa de 6 a 12 caracteres: solo letras y números.')).toBeInTheDocument();
    await expect(canvas.getByText('Las dos contraseñas no coinciden.')).toBeInTheDocument();
    await userEvent.clear(fresh);
    await userEvent.type(fresh, 'nueva123');
    const confirm = canvas.getByLabelText(/^Confirmar la nueva contraseña/);
    await userEvent.clear(confirm);
    await userEvent.type(confirm, 'nueva123{Enter}');
    await waitFor(() =>
      expect(args.onSubmit).toHaveBeenCalledWith(
        { oldPassword: 'antigua1', newPassword: 'nueva123', confirmNewPassword: 'nueva123' },
        expect.anything(),
      ),
    );
  },
};
