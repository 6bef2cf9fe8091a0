import { PromotionsNav } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const items = [
  { key: 'promotions', label: 'Promociones', href: '/promotions' },
  { key: 'activity', label: 'Centro de actividades', href: '/activity' },
  { key: 'rewards', label: 'Centro de recompensas', href: '/member/rewardCenter' },
  { key: 'jackpot', label: 'Jackpot', href: '/jackpot' },
  { key: 'news', label: 'Noticias', href: '/news' },
  { key: 'blog', label: 'Blog', href: '/blog' },
];

const meta = {
  title: 'Patterns/PromotionsNav',
  component: PromotionsNav,
  args: {
    label: 'Páginas de promociones',
    items: items.map((item) => ({ ...item, current: item.key === 'promotions' })),
    onNavigate: fn(),
  },
} satisfies Meta<typeof PromotionsNav>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OnPromotions: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Promociones' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvas.getByRole('link', { name: 'Jackpot' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('jackpot', '/jackpot');
  },
};

export const OnJackpot: Story = {
  args: { items: items.map((item) => ({ ...item, current: item.key === 'jackpot' })) },
};
