import { Select } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Components/Select',
  component: Select,
  args: {
    label: 'Tipo de juego',
    onValueChange: fn(),
    options: [
      { value: 'all', label: 'Todos' },
      { value: 'slots', label: 'Tragamonedas' },
      { value: 'live', label: 'Casino en vivo', disabled: true },
      { value: 'fishing', label: 'Pesca' },
      { value: 'sports', label: 'Deportes' },
    ],
  },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};

export const WithValue: Story = { args: { defaultValue: 'slots' } };

/** Opened with the keyboard: the arrows skip the disabled option, Enter chooses, focus returns. */
export const Open: Story = {
  args: { defaultValue: 'slots' },
  play: async ({ args, canvasElement }) => {
    const trigger = within(canvasElement).getByRole('combobox', { name: 'Tipo de juego' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const list = await screen.findByRole('listbox');
    await expect(list.closest('[data-theme]')).not.toBeNull();
    await waitFor(() => expect(screen.getByRole('option', { name: 'Tragamonedas' })).toHaveFocus());
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(screen.getByRole('option', { name: 'Pesca' })).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenCalledWith('fishing');
    await waitFor(() => expect(trigger).toHaveTextContent('Pesca'));
  },
};

export const RequiredWithError: Story = { args: { required: true, error: 'Elija un tipo de juego' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'all' } };

export const LongText: Story = {
  args: {
    label: 'Banco receptor para los retiros de su cuenta principal',
    defaultValue: 'long',
    options: [{ value: 'long', label: 'Banco Nacional de Crédito Agropecuario e Industrial del Estado de México' }],
  },
};
