import { SideMenu, Text } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const icon = (d: string) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth="2"
    strokeLinecap="round"
    width="100%"
    height="100%"
  >
    <path d={d} />
  </svg>
);

const meta = {
  title: 'Components/SideMenu',
  component: SideMenu,
  args: {
    label: 'Menú lateral',
    collapsed: false,
    onCollapsedChange: fn(),
    footer: (
      <Text size="sm" tone="secondary">
        Idioma: Español
      </Text>
    ),
    sections: [
      {
        key: 'wallet',
        items: [
          { key: 'deposit', label: 'Depositar', icon: icon('M12 5v14M5 12h14'), onSelect: fn() },
          { key: 'withdraw', label: 'Retirar', icon: icon('M5 12h14'), onSelect: fn() },
          {
            key: 'promo',
            label: 'Promociones',
            icon: icon('M4 12h16M12 4v16M6 6l12 12'),
            href: '/promotions',
            onSelect: fn(),
          },
        ],
      },
      {
        key: 'member',
        title: 'Miembro',
        items: [
          {
            key: 'account',
            label: 'Mi cuenta',
            icon: icon('M12 12a4 4 0 1 0 0-8 4 4 0 0 0 0 8zM4 20c1-4 15-4 16 0'),
            href: '/member',
            active: true,
          },
          {
            key: 'messages',
            label: 'Mensajes',
            icon: icon('M4 6h16v12H4zM4 6l8 7 8-7'),
            href: '/member/messages',
            badge: 4,
          },
          { key: 'rebate', label: 'Reembolso manual de apuestas del día', icon: icon('M4 4v16h16'), onSelect: fn() },
        ],
      },
    ],
  },
  parameters: { layout: 'fullscreen' },
  decorators: [(Story) => <div style={{ blockSize: 520, display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof SideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Expanded: Story = {};

/** Icons only; each keeps its accessible name. */
export const Collapsed: Story = { args: { collapsed: true } };

export const Toggles: Story = {
  render: function Render(args) {
    const [collapsed, setCollapsed] = useState(args.collapsed);
    return (
      <SideMenu
        {...args}
        collapsed={collapsed}
        onCollapsedChange={(next) => {
          setCollapsed(next);
          args.onCollapsedChange(next);
        }}
      />
    );
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Contraer menú' }));
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(true);
    const toggle = canvas.getByRole('button', { name: 'Expandir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(canvas.getByRole('button', { name: 'Depositar' })).toBeInTheDocument();
  },
};

/**
 * The rail by keyboard: each icon's name is its accessible name and, on focus, its tooltip; the
 * toggle (aria-expanded) opens the menu with Enter or Space.
 */
export const RailByKeyboard: Story = {
  args: { collapsed: true },
  render: Toggles.render,
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Expandir menú' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await userEvent.tab();
    await expect(toggle).toHaveFocus();
    await userEvent.tab();
    const deposit = canvas.getByRole('button', { name: 'Depositar' });
    await expect(deposit).toHaveFocus();
    // The tooltip (Radix's popper, in a portal) names the focused icon.
    await waitFor(() =>
      expect(document.querySelector('[data-radix-popper-content-wrapper]')).toHaveTextContent('Depositar'),
    );
    await userEvent.tab({ shift: true });
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
    await expect(canvas.getByRole('button', { name: 'Contraer menú' })).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Expandir menú' })).toHaveAttribute('aria-expanded', 'false');
  },
};
