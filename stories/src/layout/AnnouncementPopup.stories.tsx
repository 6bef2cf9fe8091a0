import { AnnouncementPopup, type Announcement } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, within } from 'storybook/test';

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 300 100"><rect width="300" height="100" rx="8" fill="#7c3aed"/><text x="150" y="60" font-family="sans-serif" font-size="28" font-weight="700" fill="#fff" text-anchor="middle">+100%</text></svg>',
)}`;

const titles = [
  'Mantenimiento programado del sistema',
  'Nuevos juegos de pesca esta semana',
  'Bono de bienvenida del 100%',
  'Cambios en los límites de retiro',
  'Torneo de tragamonedas de fin de mes',
  'Actualización de la aplicación móvil',
  'Nuevo proveedor de casino en vivo',
  'Horario de atención durante los festivos',
  'Aviso de seguridad: protege tu contraseña',
  'Reembolso diario en deportes',
  'Ganadores del sorteo de octubre',
  'Nuevos métodos de depósito',
];

const promotion: Announcement = {
  id: 'promo',
  title: 'Bono de bienvenida del 100%',
  content: '<p>Deposita hoy y recibe el 100% de bono en tu primer depósito.</p>',
  promotionType: 'newbie',
};

const announcements: Announcement[] = titles.map((title, index) => ({
  id: String(index + 1),
  title,
  content: `<p>${title}. Consulta los detalles en el centro de ayuda o contacta con atención al cliente.</p>`,
  promotionType: index === 2 ? 'newbie' : undefined,
}));

const meta = {
  title: 'Patterns/AnnouncementPopup',
  component: AnnouncementPopup,
  args: { open: true, onOpenChange: fn(), onGoToPromotion: fn(), onRetry: fn(), announcements },
  parameters: { layout: 'fullscreen', loki: { chromeSelector: '[data-modal-overlay]' } },
} satisfies Meta<typeof AnnouncementPopup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Twelve announcements: nine titles on the first page, three on the second. */
export const TwoPages: Story = {
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: 'Anuncios' });
    const list = within(dialog).getByRole('list', { name: 'Títulos de los anuncios' });
    await expect(within(list).getAllByRole('button')).toHaveLength(9);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Página 2' }));
    await expect(within(list).getAllByRole('button')).toHaveLength(3);
    await expect(within(dialog).getByRole('heading', { name: titles[9] })).toBeInTheDocument();
  },
};

export const Default: Story = {};

/** Rich operator HTML: headings, lists, an image and a link that opens in a new tab. */
export const HtmlContent: Story = {
  args: {
    announcements: [
      {
        id: 'html',
        title: 'Bono de bienvenida del 100%',
        promotionType: 'newbie',
        content: `<img src="${banner}" alt="Bono del 100%"><h4>Cómo participar</h4><ol><li>Regístrate</li><li>Deposita al menos 100</li><li>Recibe el <strong>100%</strong> de bono</li></ol><p>Consulta los <a href="https://example.com/terminos">términos</a>.</p>`,
      },
      ...announcements.slice(0, 3),
    ],
  },
};

/** A promotion shows the go-to-promotion button. */
export const Promotion: Story = {
  args: { announcements: [promotion, ...announcements.slice(0, 2)] },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Ir a la promoción' }));
    await expect(args.onGoToPromotion).toHaveBeenCalledWith(promotion);
  },
};

/** Hostile HTML is shown sanitised: no script, handler, javascript: link or iframe survives. */
export const HostileHtmlSanitised: Story = {
  args: {
    announcements: [
      {
        id: 'hostile',
        title: 'Contenido hostil',
        content:
          '<p>Texto visible.</p><script>window.__pwned = true</script><img src="data:," alt="" onerror="window.__pwned = true"><a href="jav&#x09;ascript:window.__pwned=true">Enlace</a><iframe src="https://example.com"></iframe><p style="background:url(javascript:alert(1))">Estilo</p>',
      },
    ],
  },
  play: async () => {
    const dialog = await screen.findByRole('dialog');
    await expect(within(dialog).getByText('Texto visible.')).toBeInTheDocument();
    await expect(dialog.querySelector('script, iframe, [onerror], [href^="jav"]')).toBeNull();
    await expect((window as { __pwned?: boolean }).__pwned).toBeUndefined();
  },
};

export const Empty: Story = { args: { announcements: [] } };

export const Loading: Story = { args: { loading: true, announcements: [] } };

export const LoadError: Story = {
  args: { announcements: [], error: 'No se pudieron cargar los anuncios. Conexión de red anómala.' },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};
