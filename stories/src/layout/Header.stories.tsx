import { Header, LanguageSwitcher, ThemeSwitcher, TopNav } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';
import { inlineSize } from '../decorators';

const logo = (
  <a href="/" aria-label="Lobby, inicio">
    <svg viewBox="0 0 96 32" width="96" height="32" aria-hidden="true">
      <rect width="32" height="32" rx="8" fill="currentColor" opacity="0.2" />
      <text x="40" y="22" fontFamily="sans-serif" fontSize="16" fontWeight="700" fill="currentColor">
        Lobby
      </text>
    </svg>
  </a>
);

const nav = (
  <TopNav
    label="Navegación principal"
    activeKey="home"
    onNavigate={fn()}
    items={[
      { key: 'home', label: 'Juegos', href: '/' },
      { key: 'promo', label: 'Promociones', href: '/promotions' },
      { key: 'rewards', label: 'Recompensas', href: '/member/rewardCenter' },
      { key: 'share', label: 'Compartir', href: '/member/referral' },
    ]}
  />
);

const meta = {
  title: 'Patterns/Header',
  component: Header,
  args: {
    loggedIn: false,
    logo,
    nav,
    onLogin: fn(),
    onRegister: fn(),
    onDeposit: fn(),
    onWithdraw: fn(),
    onNotices: fn(),
    onCustomerService: fn(),
    onAccountIdCopied: fn(),
    balance: {
      amount: 12_345.67,
      currencySymbol: '$',
      hidden: false,
      onHiddenChange: fn(),
      onRefresh: fn(),
    },
    account: { id: '10293847', name: 'jugador_afortunado' },
    menuItems: [
      { key: 'account', label: 'Mi cuenta', onSelect: fn() },
      { key: 'bets', label: 'Historial de apuestas', onSelect: fn() },
      { key: 'messages', label: 'Información de la plataforma', onSelect: fn() },
      { key: 'service', label: 'Atención al cliente', onSelect: fn() },
      { key: 'sep', type: 'separator' },
      { key: 'out', label: 'Cerrar sesión', onSelect: fn(), tone: 'danger' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Header>;

export default meta;
type Story = StoryObj<typeof meta>;

export const LoggedOut: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Iniciar sesión' }));
    await expect(args.onLogin).toHaveBeenCalledOnce();
  },
};

export const LoggedIn: Story = { args: { loggedIn: true } };

/** The site's preferences in the tools slot, before the session's actions; the navigation below. */
export const WithTools: Story = {
  args: {
    loggedIn: true,
    tools: (
      <>
        <LanguageSwitcher value="es" supported={['es', 'en', 'th']} onChange={fn()} />
        <ThemeSwitcher mode="dark" onModeChange={fn()} />
      </>
    ),
  },
};

/**
 * On a phone's width (here 360 px) the tools and the session's actions wrap onto more rows rather
 * than run past the screen's edge: a page wider than its screen scrolls sideways, and a popup's
 * scroll lock shifts it.
 */
export const Narrow: Story = {
  args: WithTools.args,
  decorators: [inlineSize(360)],
  play: async ({ canvasElement }) => {
    const header = canvasElement.querySelector('header') ?? canvasElement.firstElementChild;
    if (!(header instanceof HTMLElement)) throw new Error('no header');
    await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);
  },
};

export const BalanceHidden: Story = {
  args: { loggedIn: true, balance: { ...meta.args.balance, hidden: true } },
};

export const Refreshing: Story = {
  args: { loggedIn: true, balance: { ...meta.args.balance, refreshing: true } },
};

export const UnreadNotices: Story = { args: { loggedIn: true, unreadNotices: 12 } };

export const LongAccountName: Story = {
  args: { loggedIn: true, account: { id: '99887766554433', name: 'el_jugador_con_el_nombre_mas_largo_del_casino' } },
};

/** Shot with the open menu, which Radix portals out of the story's root. */
const withMenu = { loki: { chromeSelector: '#storybook-root > *, [data-radix-popper-content-wrapper]' } };

/** The avatar menu: the account id with a copy button above the app's items. */
export const AccountMenu: Story = {
  args: { loggedIn: true },
  parameters: withMenu,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'jugador_afortunado' }));
    const menu = await screen.findByRole('menu', { name: 'Menú de la cuenta' });
    await expect(menu).toHaveTextContent('ID 10293847');
    await expect(within(menu).getByRole('menuitem', { name: 'Cerrar sesión' })).toBeInTheDocument();
  },
};

/** A VIP member: the label and rank level under the account id (SPEC.md section 3). */
export const VipAccountMenu: Story = {
  args: { loggedIn: true, account: { id: '10293847', name: 'jugador_afortunado', vip: { level: 3, label: 'Oro' } } },
  parameters: withMenu,
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'jugador_afortunado' }));
    const menu = await screen.findByRole('menu', { name: 'Menú de la cuenta' });
    await expect(menu).toHaveTextContent('VIP 3 Oro');
  },
};
