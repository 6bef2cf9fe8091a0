import { GiftCard } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { balance, cash, longName, mug, tablet, watch } from './fixtures';

const meta = {
  title: 'Patterns/GiftCard',
  component: GiftCard,
  args: { gift: mug, balance, currencySymbol: '$', onRedeem: fn() },
  decorators: [maxInlineSize(280)],
} satisfies Meta<typeof GiftCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In stock and within reach: the redeem button opens the form. */
export const Available: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Tienes puntos suficientes')).toBeInTheDocument();
    await userEvent.click(canvas.getByRole('button', { name: 'Canjear Taza de viaje' }));
    await expect(args.onRedeem).toHaveBeenCalledWith(mug);
  },
};

/** A cash reward says what it pays. */
export const Cash: Story = { args: { gift: cash } };

/** Out of reach: how many points are missing, and an inert button described by it. */
export const NotEnoughPoints: Story = {
  args: { gift: watch },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Canjear Reloj inteligente' });
    await expect(button).toHaveAccessibleDescription('Te faltan 15.503 puntos');
    // A click event without the pointer's focus: focusing the dimmed (translucent) button and letting
    // go of it made Chromium composite it one unit brighter in some screenshots and not in others
    // (Loki, dark and light, stop 33). The guard under test is the click handler's.
    await fireEvent.click(button);
    await expect(args.onRedeem).not.toHaveBeenCalled();
  },
};

/** Sold out: said in words, the picture dimmed, the button inert. */
export const OutOfStock: Story = {
  args: { gift: tablet },
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Canjear Tableta' });
    await expect(button).toHaveAccessibleDescription('Agotado');
  },
};

/** The member's points are still loading: no verdict yet. */
export const BalanceUnknown: Story = { args: { balance: null } };

export const LongText: Story = { args: { gift: longName, balance: 99999999 } };
