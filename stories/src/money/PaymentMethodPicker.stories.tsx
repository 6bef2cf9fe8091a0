import { PaymentMethodPicker, type PaymentMethodOption } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const methods: PaymentMethodOption[] = [
  { value: 'BANK', name: 'Transferencia bancaria', kind: 'bank', min: 100, max: 50000 },
  { value: 'EWALLET', name: 'Billetera electrónica', kind: 'ewallet', min: 50, max: 10000 },
  { value: 'USDT', name: 'USDT (TRC20)', kind: 'crypto', min: 20, max: 100000 },
  { value: 'CARD', name: 'Tarjeta', kind: 'card', min: 10, max: 2000 },
];

const meta = {
  title: 'Patterns/PaymentMethodPicker',
  component: PaymentMethodPicker,
  args: { label: 'Método de depósito', methods, value: 'BANK', onValueChange: fn(), currencySymbol: '$' },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return (
      <PaymentMethodPicker
        {...args}
        value={value}
        onValueChange={(next) => {
          setValue(next);
          args.onValueChange(next);
        }}
      />
    );
  },
  decorators: [maxInlineSize(560)],
} satisfies Meta<typeof PaymentMethodPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A radio group: the arrow keys move to the next method and choose it. */
export const Chosen: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Método de depósito' })).toBeVisible();
    const bank = canvas.getByRole('radio', { name: /Transferencia bancaria/ });
    await expect(bank).toBeChecked();
    bank.focus();
    // Held: Radix moves the focus after a moment and chooses only while the arrow is down. The next
    // method is to the right, or to the left right to left.
    const next = getComputedStyle(bank).direction === 'rtl' ? 'ArrowLeft' : 'ArrowRight';
    await userEvent.keyboard(`{${next}>}`);
    await waitFor(() => expect(args.onValueChange).toHaveBeenLastCalledWith('EWALLET'));
    await userEvent.keyboard(`{/${next}}`);
  },
};

export const NothingChosen: Story = { args: { value: undefined } };

export const Loading: Story = { args: { methods: [], loading: true } };

/** While a deposit request is in flight. */
export const Disabled: Story = { args: { disabled: true } };

export const LongNames: Story = {
  args: {
    methods: [
      {
        value: 'BANK',
        name: 'Transferencia bancaria inmediata entre bancos nacionales',
        kind: 'bank',
        min: 100,
        max: 5000000,
      },
      { value: 'CARD', name: 'Tarjeta', kind: 'card', min: 10, max: 2000 },
    ],
  },
};
