import { Balance } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/Balance',
  component: Balance,
  args: {
    amount: 1234.5,
    currencySymbol: '$',
    hidden: false,
    onHiddenChange: fn(),
    onRefresh: fn(),
  },
} satisfies Meta<typeof Balance>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Visible: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Saldo' })).toHaveTextContent('$1234,50');
  },
};

export const Hidden: Story = {
  args: { hidden: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('****')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Ocultar saldo' })).toHaveAttribute('aria-pressed', 'true');
  },
};

/** The refresh icon turns while the request runs (still under reduced motion). */
export const Refreshing: Story = {
  args: { refreshing: true },
  play: async ({ args, canvasElement }) => {
    const refresh = within(canvasElement).getByRole('button', { name: 'Actualizar saldo' });
    await expect(refresh).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(refresh);
    await expect(args.onRefresh).not.toHaveBeenCalled();
  },
};

export const Loading: Story = { args: { amount: null } };

export const HugeAmount: Story = { args: { amount: 999999999.99, currencySymbol: 'RM' } };

/** Indian English groups in lakhs and crores: 12,34,56,789.00. */
export const LakhGrouping: Story = {
  args: { amount: 123456789, currencySymbol: '₹' },
  globals: { locale: 'en-IN' },
};

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    const toggle = within(canvasElement).getByRole('button', { name: 'Ocultar saldo' });
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onHiddenChange).toHaveBeenCalledWith(true);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(args.onRefresh).toHaveBeenCalledOnce();
  },
};
