import { Footer } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const mark = (text: string, hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 80 32"><rect width="80" height="32" rx="6" fill="hsl(${String(hue)} 55% 40%)"/><text x="40" y="21" font-family="sans-serif" font-size="13" font-weight="700" fill="#fff" text-anchor="middle">${text}</text></svg>`,
  )}`;

const icon = (d: string) => (
  <svg viewBox="0 0 24 24" width="100%" height="100%" fill="currentColor">
    <path d={d} />
  </svg>
);

const meta = {
  title: 'Patterns/Footer',
  component: Footer,
  args: {
    onNavigate: fn(),
    copyright: '© 2026 Lobby. Todos los derechos reservados.',
    helpLinks: [
      { key: 'about', label: 'Sobre nosotros', href: '/help#about' },
      { key: 'terms', label: 'Términos y condiciones', href: '/help#term' },
      { key: 'privacy', label: 'Privacidad', href: '/help#privacy' },
      { key: 'responsible', label: 'Juego responsable', href: '/help#responsible' },
    ],
    products: [
      { key: 'live', label: 'Casino en vivo', href: '/live' },
      { key: 'rng', label: 'Tragamonedas', href: '/rng' },
      { key: 'sports', label: 'Deportes', href: '/sports' },
      { key: 'fish', label: 'Pesca', href: '/fish' },
    ],
    social: [
      {
        key: 'facebook',
        name: 'Facebook',
        href: 'https://facebook.com/',
        icon: icon('M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8z'),
      },
      {
        key: 'youtube',
        name: 'YouTube',
        href: 'https://youtube.com/',
        icon: icon('M3 7l0 10 18 0 0-10zM10 9l5 3-5 3z'),
      },
    ],
    vendors: [
      { code: 'PG', name: 'PG Soft', logo: mark('PG', 10) },
      { code: 'EG2', name: 'EG2', logo: mark('EG2', 60) },
      { code: 'PT', name: 'Playtech', logo: mark('PT', 110) },
      { code: 'JDB', name: 'JDB', logo: mark('JDB', 160) },
      { code: 'CQ9', name: 'CQ9', logo: mark('CQ9', 210) },
      { code: 'FC', name: 'Fa Chai', logo: mark('FC', 260) },
      { code: 'JL', name: 'Jili', logo: mark('JL', 300) },
      { code: 'BGS', name: 'BGSoft' },
    ],
  },
  parameters: { layout: 'fullscreen' },
} satisfies Meta<typeof Footer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('link', { name: 'Términos y condiciones' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('terms', '/help#term');
  },
};

/** Without logos, each vendor shows its name. */
export const TextVendorMarks: Story = {
  args: { vendors: ['PG', 'EG2', 'PT', 'JDB', 'CQ9', 'FC', 'JL', 'BGS'].map((code) => ({ code, name: code })) },
};

export const WithoutSocial: Story = { args: { social: [] } };
