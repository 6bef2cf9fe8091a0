import { ConvertPointsDialog } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { balance, rate } from './fixtures';

const meta = {
  title: 'Patterns/ConvertPointsDialog',
  component: ConvertPointsDialog,
  args: {
    open: true,
    balance,
    rate,
    minPoints: 100,
    currencySymbol: '$',
    onSubmit: fn(),
    onClose: fn(),
  },
  parameters: { layout: 'fullscreen', loki: { chromeSelector: '[data-modal-overlay]' } },
} satisfies Meta<typeof ConvertPointsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** Points in steps of the rate, with a preview of the money, and the login password. */
export const Convert: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.type(form.getByLabelText(/Puntos a convertir/), '1500');
    await expect(form.getByText('$15,00')).toBeInTheDocument();
    await userEvent.type(form.getByLabelText(/Contraseña/), 'Demo1234');
    await userEvent.click(form.getByRole('button', { name: 'Convertir' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({ points: 1500, password: 'Demo1234' });
  },
};

export const Open: Story = {};

/** Not a multiple of the rate: said under the field. */
export const WrongStep: Story = {
  play: async () => {
    const points = within(await dialog()).getByLabelText(/Puntos a convertir/);
    await userEvent.type(points, '150');
    await userEvent.tab();
    // The form validates on blur, asynchronously: wait for its message.
    await within(await dialog()).findByText('Convierte un múltiplo de 100 puntos');
    await expect(points).toHaveAccessibleDescription(
      'Mínimo 100, en múltiplos de 100 Convierte un múltiplo de 100 puntos',
    );
  },
};

/** Fewer points than the minimum: said at once, and nothing can be sent. */
export const NotEnoughPoints: Story = { args: { balance: 80 } };

export const InFlight: Story = {
  args: { submitting: true },
  play: async () => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Convertir' })).toHaveAttribute('aria-busy', 'true');
  },
};

export const ServerError: Story = { args: { serverError: 'Error del servidor. Inténtalo más tarde.' } };

export const WrongPassword: Story = { args: { fieldErrors: { password: 'La contraseña no es correcta.' } } };

/** Converted: the money received, the points left and the main wallet's new balance. */
export const Result: Story = {
  args: { result: { points: 1500, amount: 15, pointBalance: 12997, mainBalance: 10015 } },
};
