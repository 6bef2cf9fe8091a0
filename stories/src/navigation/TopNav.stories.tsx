import { TopNav } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const vendors = (...names: string[]) => names.map((name) => ({ code: name.toUpperCase(), name }));

const meta = {
  title: 'Components/TopNav',
  component: TopNav,
  args: {
    label: 'Navegación principal',
    activeKey: 'home',
    onNavigate: fn(),
    onVendorSelect: fn(),
    items: [
      { key: 'home', label: 'Inicio', href: '/' },
      { key: 'live', label: 'En vivo', href: '/live', vendors: vendors('Evolution', 'Sexy', 'WM') },
      { key: 'sports', label: 'Deportes', href: '/sports', vendors: vendors('SABA', 'BTi') },
      { key: 'fish', label: 'Pesca', href: '/fish', vendors: vendors('JDB', 'Jili') },
      { key: 'rng', label: 'RNG', href: '/rng', vendors: vendors('PG', 'CQ9', 'FC', 'JL') },
      { key: 'esports', label: 'eSports', href: '/esports', vendors: vendors('TF') },
      { key: 'promo', label: 'Promociones', href: '/promotions' },
    ],
  },
  parameters: { layout: 'padded' },
} satisfies Meta<typeof TopNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A plain click goes through the app's router; the link keeps its real href. */
export const Home: Story = {
  play: async ({ args, canvasElement }) => {
    const promo = within(canvasElement).getByRole('link', { name: 'Promociones' });
    await expect(promo).toHaveAttribute('href', '/promotions');
    await userEvent.click(promo);
    await expect(args.onNavigate).toHaveBeenCalledWith('promo', '/promotions');
  },
};

export const CategoryActive: Story = { args: { activeKey: 'sports' } };
