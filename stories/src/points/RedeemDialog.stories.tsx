import { RedeemDialog } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { balance, cash, mug, redeemRules, tablet, watch } from './fixtures';

const meta = {
  title: 'Patterns/RedeemDialog',
  component: RedeemDialog,
  args: {
    gift: mug,
    balance,
    maxQuantity: 99,
    rules: redeemRules,
    currencySymbol: '$',
    onSubmit: fn(),
    onClose: fn(),
  },
  // The dialog lives in a portal: screenshot the overlay (scrim and centred dialog).
  parameters: { layout: 'fullscreen', loki: { chromeSelector: '[data-modal-overlay]' } },
} satisfies Meta<typeof RedeemDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const dialog = () => screen.findByRole('dialog');

/** A gift: quantity within stock and points, the receiving address and the login password. */
export const Gift: Story = {
  play: async ({ args }) => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Uno más' }));
    await userEvent.type(form.getByLabelText(/Dirección de entrega/), 'Calle Mayor 12, 28013 Madrid');
    await userEvent.type(form.getByLabelText(/Contraseña/), 'Demo1234');
    await expect(form.getByText('3000 puntos')).toBeInTheDocument();
    await userEvent.click(form.getByRole('button', { name: 'Canjear ahora' }));
    await expect(args.onSubmit).toHaveBeenCalledWith({
      quantity: 2,
      password: 'Demo1234',
      receivingAddress: 'Calle Mayor 12, 28013 Madrid',
    });
  },
};

/** The form as it opens. */
export const Open: Story = {};

/** A cash reward asks for the payment account instead of an address. */
export const Cash: Story = { args: { gift: cash } };

/** Submitting an empty form: a message under each field, the first one focused. */
export const MissingFields: Story = {
  play: async () => {
    const form = within(await dialog());
    await userEvent.click(form.getByRole('button', { name: 'Canjear ahora' }));
    await waitFor(() => expect(form.getByLabelText(/Dirección de entrega/)).toHaveFocus());
    await expect(form.getAllByText('Este campo es obligatorio')).toHaveLength(2);
  },
};

/** More than the points allow: said under the quantity as it is typed. */
export const OverBalance: Story = {
  play: async () => {
    const quantity = within(await dialog()).getByLabelText(/Cantidad/);
    await userEvent.clear(quantity);
    await userEvent.type(quantity, '12');
    await expect(quantity).toHaveAccessibleDescription('De 1 a 9 No tienes puntos suficientes para esta cantidad');
    // Loki lets go of focus before its shot, and leaving a field makes the form check it again: the
    // field is left here, so that the shot and this test see the same settled state.
    quantity.blur();
    await waitFor(() =>
      expect(quantity).toHaveAccessibleDescription('De 1 a 9 No tienes puntos suficientes para esta cantidad'),
    );
  },
};

/** Not enough points for one: said before anything is typed, and nothing can be sent. */
export const NotEnoughPoints: Story = { args: { gift: watch } };

/** Sold out meanwhile: said at the top, and nothing can be sent. */
export const OutOfStock: Story = { args: { gift: tablet } };

/** In flight: the button is busy, and the dialog cannot be closed until the platform answers. */
export const InFlight: Story = {
  args: { submitting: true },
  play: async ({ args }) => {
    const form = within(await dialog());
    await expect(form.getByRole('button', { name: 'Canjear ahora' })).toHaveAttribute('aria-busy', 'true');
    await userEvent.keyboard('{Escape}');
    await expect(args.onClose).not.toHaveBeenCalled();
  },
};

/** No answer from the platform: said above the buttons; nothing typed is lost. */
export const ServerError: Story = {
  args: {
    serverError:
      'Enlace de red anormal, inténtalo de nuevo. No se ha perdido nada: puedes volver a intentarlo con seguridad.',
  },
};

/** The platform refused the password: under its field. */
export const WrongPassword: Story = { args: { fieldErrors: { password: 'La contraseña no es correcta.' } } };

/** Redeemed: what happened instead of the form. */
export const Done: Story = {
  args: { done: 'Taza de viaje × 1: En proceso. Se usaron 1500 puntos; te quedan 12.997.' },
};
