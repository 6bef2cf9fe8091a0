import { TextField } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/TextField',
  component: TextField,
  args: { label: 'Nombre de usuario', placeholder: '4 a 12 letras o números', onChange: fn(), onBlur: fn() },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Empty: Tab reaches it, typing reports each change, leaving it reports a blur. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre de usuario' });
    await userEvent.tab();
    await expect(input).toHaveFocus();
    await userEvent.keyboard('jugador1');
    await expect(args.onChange).toHaveBeenCalledTimes(8);
    await userEvent.tab();
    await expect(args.onBlur).toHaveBeenCalledOnce();
  },
};

export const Filled: Story = { args: { defaultValue: 'jugador2026' } };

/** Required fields show a * (SPEC.md section 5) and a hint under the input. */
export const Required: Story = {
  args: { required: true, hint: 'Empieza con una letra; solo letras y números.' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre de usuario' });
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(input).toHaveAccessibleDescription('Empieza con una letra; solo letras y números.');
  },
};

export const WithError: Story = {
  args: { required: true, defaultValue: 'a', error: 'La entrada no puede estar vacía' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: 'Nombre de usuario' });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('La entrada no puede estar vacía');
  },
};

export const Disabled: Story = { args: { disabled: true, defaultValue: 'jugador2026' } };

export const LongText: Story = {
  args: {
    label: 'Nombre completo del titular de la cuenta bancaria tal como figura en el extracto del banco',
    defaultValue: 'María Fernanda de los Ángeles Rodríguez Hernández de la Concepción',
    error:
      'El formato del nombre real es incorrecto: use solo letras y espacios, sin números ni signos, tal como aparece en su documento.',
  },
};

/** A visually hidden label still names the input. */
export const HiddenLabel: Story = {
  args: { label: 'Buscar juegos', hideLabel: true, placeholder: 'Buscar juegos', type: 'search' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('searchbox', { name: 'Buscar juegos' })).toBeVisible();
  },
};
