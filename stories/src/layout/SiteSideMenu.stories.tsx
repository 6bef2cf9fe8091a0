import { BannerCarousel, SiteSideMenu, Text } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { cardBanners } from '../games/fixtures';

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="none" stroke="currentColor" strokeWidth="2">
    <path d={d} />
  </svg>
);

const meta = {
  title: 'Patterns/SiteSideMenu',
  component: SiteSideMenu,
  args: {
    collapsed: false,
    showInvite: true,
    rewardsBadge: 2,
    onCollapsedChange: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onPromotions: fn(),
    onInvite: fn(),
    onRewards: fn(),
    onRebate: fn(),
    onCustomerService: fn(),
    memberItems: [
      { key: 'vip', label: 'VIP', icon: icon('M4 8l4 4 4-8 4 8 4-4-2 10H6z'), href: '/member/vip' },
      { key: 'bets', label: 'Historial de apuestas', icon: icon('M5 4h14v16H5zM9 9h6M9 13h6'), href: '/member/bets' },
      {
        key: 'messages',
        label: 'Mensajes',
        icon: icon('M4 6h16v12H4zM4 6l8 7 8-7'),
        href: '/member/messages',
        badge: 5,
      },
    ],
    gameItems: [
      { key: 'live', label: 'Casino en vivo', icon: icon('M4 6h16v10H4zM8 20h8'), href: '/live' },
      { key: 'rng', label: 'Tragamonedas', icon: icon('M5 5h14v14H5zM9 9v6M15 9v6'), href: '/rng' },
    ],
    downloads: { ios: 'https://example.com/app/ios?lang=es', android: 'https://example.com/app/android.apk' },
    languageSelect: <Text size="sm">Idioma: Español</Text>,
    social: [
      {
        key: 'facebook',
        name: 'Facebook',
        href: 'https://facebook.com/',
        icon: icon('M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z'),
      },
    ],
  },
  // A window as tall as the menu, so that Loki never resizes the window before its screenshot.
  parameters: { layout: 'fullscreen', loki: { height: 1100 } },
  decorators: [(Story) => <div style={{ blockSize: 1100, display: 'flex' }}>{Story()}</div>],
} satisfies Meta<typeof SiteSideMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedIn: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Depositar' }));
    await expect(args.onDeposit).toHaveBeenCalledOnce();
  },
};

/**
 * The icon rail (the default on member pages, beside the member centre's own menu): icons only, a
 * rule between the groups, each icon named by its label (accessible name and tooltip).
 */
export const Collapsed: Story = {
  args: { collapsed: true },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú lateral' });
    await expect(within(menu).getByRole('button', { name: 'Expandir menú' })).toHaveAttribute('aria-expanded', 'false');
    for (const name of ['Depositar', 'Retirar', 'Promociones', 'Atención al cliente'])
      await expect(within(menu).getByRole('button', { name })).toBeInTheDocument();
    for (const name of ['VIP', 'Historial de apuestas', 'Casino en vivo'])
      await expect(within(menu).getByRole('link', { name })).toBeInTheDocument();
    // The footer (downloads, language, social) waits for the open menu.
    await expect(within(menu).queryByRole('list', { name: 'Redes sociales' })).not.toBeInTheDocument();
  },
};

/** The rail opened by keyboard: Enter on the toggle asks to expand it. */
export const RailExpandsByKeyboard: Story = {
  args: { collapsed: true },
  play: async ({ args, canvasElement }) => {
    await userEvent.tab();
    const toggle = within(canvasElement).getByRole('button', { name: 'Expandir menú' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onCollapsedChange).toHaveBeenCalledWith(false);
  },
};

/** Referral off, no app downloads, no social channels configured. */
export const Minimal: Story = {
  args: { showInvite: false, showRebate: false, downloads: undefined, social: [], memberItems: [], rewardsBadge: 0 },
};

/**
 * The operator's banner card (group w_leftmenu, issue 16 item 6) at the top of the foot: a small
 * carousel of shape `card`; the icon rail hides it with the rest of the foot.
 */
export const WithBanner: Story = {
  args: {
    banner: <BannerCarousel banners={cardBanners} shape="card" autoplay={false} onOpen={fn()} />,
    memberItems: [],
  },
  play: async ({ canvasElement }) => {
    const menu = within(canvasElement).getByRole('navigation', { name: 'Menú lateral' });
    await expect(within(menu).getByRole('button', { name: 'Invita a tus amigos' })).toBeInTheDocument();
  },
};
