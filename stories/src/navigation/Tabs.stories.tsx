import { Tabs, Text } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: 'Método de inicio de sesión',
    onValueChange: fn(),
    items: [
      { value: 'username', label: 'Usuario', content: <Text>Formulario de usuario y contraseña.</Text> },
      { value: 'mobile', label: 'Número de móvil', content: <Text>Formulario de móvil y código SMS.</Text> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** Arrow keys move between tabs and select them; Home and End jump to the ends. */
export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Usuario' })).toHaveFocus();
    const forward = canvasElement.closest('[dir="rtl"]') ? '{ArrowLeft}' : '{ArrowRight}';
    await userEvent.keyboard(forward);
    await expect(canvas.getByRole('tab', { name: 'Número de móvil' })).toHaveFocus();
    await expect(args.onValueChange).toHaveBeenCalledWith('mobile');
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('código SMS');
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Usuario' })).toHaveAttribute('aria-selected', 'true');
  },
};

export const WithDisabledTab: Story = {
  args: {
    defaultValue: 'email',
    items: [
      { value: 'email', label: 'Correo electrónico', content: <Text>Recupera tu contraseña por correo.</Text> },
      { value: 'mobile', label: 'Número de móvil', content: <Text>No disponible.</Text>, disabled: true },
    ],
  },
};

export const ManyLongLabels: Story = {
  args: {
    items: ['Todas las promociones', 'Casino en vivo', 'Tragamonedas', 'Deportes', 'Pesca', 'Lotería'].map(
      (label, index) => ({ value: String(index), label, content: <Text>{label}</Text> }),
    ),
  },
};
