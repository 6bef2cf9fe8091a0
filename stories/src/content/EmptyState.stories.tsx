import { Button, EmptyState } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const onReset = fn();

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: { title: 'No hay juegos favoritos', description: 'Toca el corazón de un juego para guardarlo aquí.' },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithAction: Story = {
  args: {
    title: 'No se encontraron registros',
    description: 'Prueba con otro rango de fechas.',
    action: (
      <Button variant="secondary" onClick={onReset}>
        Últimos 30 días
      </Button>
    ),
  },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Últimos 30 días' });
    await userEvent.click(button);
    await expect(onReset).toHaveBeenCalled();
    button.blur();
  },
};

export const LongText: Story = {
  args: {
    title: 'No hay promociones disponibles para tu nivel VIP en esta categoría en este momento',
    description:
      'Las promociones cambian cada semana. Vuelve pronto o consulta el centro de recompensas para ver las misiones y bonos que ya puedes reclamar.',
  },
};
