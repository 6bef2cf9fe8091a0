import { ThemeSwitcher } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Patterns/ThemeSwitcher',
  component: ThemeSwitcher,
  args: { mode: 'dark', onModeChange: fn() },
} satisfies Meta<typeof ThemeSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Dark: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('radiogroup', { name: 'Modo de color' })).toBeInTheDocument();
    await expect(canvas.getByRole('radio', { name: 'Oscuro' })).toBeChecked();
  },
};

export const Light: Story = { args: { mode: 'light' } };

export const Keyboard: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('radio', { name: 'Oscuro' })).toHaveFocus();
    // Radix moves focus a moment after the key goes down and chooses only while it is held.
    await userEvent.keyboard('{ArrowRight>}');
    await waitFor(() => expect(args.onModeChange).toHaveBeenCalledWith('light'));
    await userEvent.keyboard('{/ArrowRight}');
  },
};
