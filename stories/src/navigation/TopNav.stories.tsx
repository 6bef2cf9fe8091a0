import { TopNav } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { inlineSize } from '../decorators';

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

/** The site's twelve items in Spanish, the longest of the shipped languages. */
const siteItems = [
  { key: 'home', label: 'Inicio', href: '/' },
  { key: 'live', label: 'Casino en vivo', href: '/live', vendors: vendors('Evolution', 'Sexy') },
  { key: 'slots', label: 'Tragamonedas', href: '/rng', vendors: vendors('PG', 'CQ9') },
  { key: 'fish', label: 'Pesca', href: '/fish', vendors: vendors('JDB') },
  { key: 'sports', label: 'Deportes', href: '/sports', vendors: vendors('SABA') },
  { key: 'esports', label: 'E-sports', href: '/esports', vendors: vendors('TF') },
  { key: 'cards', label: 'Juegos de cartas', href: '/cards', vendors: vendors('KY') },
  { key: 'lottery', label: 'Lotería', href: '/lottery', vendors: vendors('TCG') },
  { key: 'elottery', label: 'E-lotería', href: '/elottery', vendors: vendors('SGW') },
  { key: 'promo', label: 'Promociones', href: '/promotions' },
  { key: 'rewards', label: 'Recompensas', href: '/rewardCenter' },
  { key: 'share', label: 'Compartir', href: '/referral' },
];

const listOf = (canvasElement: HTMLElement) => within(canvasElement).getByRole('list');

/**
 * In a row narrower than the items at full size, they lose their padding, then a step of type
 * size, and fit without scrolling, as the twelve do on a 1,280 px laptop in Spanish.
 */
export const TightenedToFit: Story = {
  args: { items: siteItems.slice(0, 10) },
  decorators: [inlineSize(980)],
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement);
    // Measured again when the items change size: the story before may have left another language,
    // and with it another font, on <html> until this story's frame sets its own.
    await waitFor(() => expect(list.dataset.density).not.toBe('0'));
    await expect(list.scrollWidth).toBeLessThanOrEqual(list.clientWidth);
  },
};

/** Narrower still, the row scrolls; an item reached with Tab scrolls into view. */
export const Scrolling: Story = {
  args: { items: siteItems },
  decorators: [inlineSize(560)],
  play: async ({ canvasElement }) => {
    const list = listOf(canvasElement);
    await expect(list.dataset.density).toBe('2');
    await expect(list.scrollWidth).toBeGreaterThan(list.clientWidth);
    within(canvasElement).getByRole('link', { name: 'Compartir' }).focus();
    await expect(Math.abs(list.scrollLeft)).toBeGreaterThan(0);
  },
};
