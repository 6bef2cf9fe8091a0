import { Button, DropdownMenu, Text } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';

const signOut = fn();
const account = fn();

const meta = {
  title: 'Components/DropdownMenu',
  component: DropdownMenu,
  args: {
    trigger: <Button variant="secondary">Mi cuenta</Button>,
    label: 'Menú de la cuenta',
    header: <Text size="sm">ID 10293847</Text>,
    items: [
      { key: 'account', label: 'Mi cuenta', onSelect: account },
      { key: 'bets', label: 'Historial de apuestas', onSelect: fn() },
      { key: 'messages', label: 'Información de la plataforma', onSelect: fn() },
      { key: 'service', label: 'Atención al cliente', onSelect: fn() },
      { key: 'agent', label: 'Entrada de agente', onSelect: fn(), disabled: true },
      { key: 'sep', type: 'separator' },
      { key: 'out', label: 'Cerrar sesión', onSelect: signOut, tone: 'danger' },
    ],
  },
  parameters: { layout: 'padded' },
  decorators: [
    (Story) => <div style={{ minBlockSize: 420, display: 'flex', justifyContent: 'center' }}>{Story()}</div>,
  ],
} satisfies Meta<typeof DropdownMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Closed: Story = {};

/** Opened by keyboard: arrows move, disabled items are skipped, Enter selects and closes. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mi cuenta' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    const menu = await screen.findByRole('menu', { name: 'Menú de la cuenta' });
    await waitFor(() => expect(within(menu).getByRole('menuitem', { name: 'Mi cuenta' })).toHaveFocus());
  },
};

export const SelectsSignOut: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Mi cuenta' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('menu');
    await userEvent.keyboard('{End}{Enter}');
    await expect(signOut).toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('menu')).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};
