import { AmountField, checkAmount, useAmountProblemText, type AmountFieldProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

/** Keeps the typed text in state and words its problem, as a money page does. */
function Stateful(args: AmountFieldProps) {
  const [value, setValue] = useState(args.value);
  const problemText = useAmountProblemText(args.currencySymbol);
  const problem = checkAmount(value, { min: args.min, max: args.max, available: args.allAmount });
  return (
    <AmountField
      {...args}
      value={value}
      onValueChange={(next) => {
        setValue(next);
        args.onValueChange(next);
      }}
      error={args.error ?? (value === '' ? undefined : problemText(problem))}
    />
  );
}

const meta = {
  title: 'Patterns/AmountField',
  component: AmountField,
  render: (args) => <Stateful {...args} />,
  args: {
    label: 'Importe a depositar',
    value: '',
    onValueChange: fn(),
    currencySymbol: '$',
    min: 100,
    max: 50000,
    quickAmounts: [100, 500, 1000, 5000],
  },
  decorators: [maxInlineSize(480)],
} satisfies Meta<typeof AmountField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The limits as the hint; a quick amount fills the field and shows as chosen. */
export const Empty: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByRole('textbox', { name: /Importe a depositar/ });
    await expect(input).toHaveAccessibleDescription('De $100,00 a $50.000,00');
    await userEvent.click(canvas.getByRole('button', { name: '$500,00' }));
    await expect(input).toHaveValue('500.00');
    await expect(canvas.getByRole('button', { name: '$500,00' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenCalledWith('500.00');
  },
};

/** What is typed stays as typed; the problem is named under the field. */
export const BelowTheMinimum: Story = {
  args: { value: '50' },
  play: async ({ canvasElement }) => {
    const input = within(canvasElement).getByRole('textbox', { name: /Importe a depositar/ });
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveAccessibleDescription('De $100,00 a $50.000,00 El mínimo es $100,00.');
  },
};

export const TooManyDecimals: Story = { args: { value: '120,505' } };

/** A transfer: no limits, an "all" shortcut filling the wallet's balance, a hint of what is there. */
export const WithAll: Story = {
  args: {
    label: 'Importe',
    min: undefined,
    max: undefined,
    quickAmounts: [],
    allAmount: 1234.5,
    hint: 'Disponible en Billetera principal: $1234,50',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Todo: $1234,50' }));
    await expect(canvas.getByRole('textbox', { name: /Importe/ })).toHaveValue('1234.50');
  },
};

/** While the request is in flight: nothing can be changed. */
export const Disabled: Story = { args: { value: '1000.00', disabled: true } };

export const Required: Story = { args: { required: true, error: 'Introduce un importe.' } };
