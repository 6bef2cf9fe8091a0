import { Checkbox } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/Checkbox',
  component: Checkbox,
  args: { label: 'Recordarme', onCheckedChange: fn() },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Space toggles it from the keyboard; a click on the label does too. */
export const Unchecked: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'Recordarme' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
    await userEvent.click(canvas.getByText('Recordarme'));
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(false);
    await expect(box).not.toBeChecked();
  },
};

export const Checked: Story = { args: { defaultChecked: true } };

/** The terms box of the sign-up form, required and not ticked (SPEC.md sections 5 and 8). */
export const TermsWithError: Story = {
  args: {
    label: 'Tengo 18 años o más y acepto los términos y condiciones',
    required: true,
    error: 'Acepte los términos',
  },
  play: async ({ canvasElement }) => {
    const box = within(canvasElement).getByRole('checkbox');
    await expect(box).toHaveAttribute('aria-invalid', 'true');
    await expect(box).toHaveAccessibleDescription('Acepte los términos');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultChecked: true } };

export const LongLabel: Story = {
  args: {
    label:
      'Acepto recibir por correo electrónico, SMS y notificaciones información sobre promociones, bonos de bienvenida, torneos y eventos especiales de la plataforma y de sus socios',
  },
};
