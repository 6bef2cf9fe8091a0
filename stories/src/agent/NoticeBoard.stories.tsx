import { NoticeBoard, type BoardNotice } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

// The agent announcements of the embedded platform (its seed, in Spanish), with the wording of
// SPEC.md sections 1 and 9 in the pinned one.
const notices: BoardNotice[] = [
  {
    id: '1',
    title: 'Salario en tiempo real: liquidado cada 5 minutos',
    html: '<p>El salario en tiempo real se liquida y se distribuye cada 5 minutos, según las apuestas válidas de tu equipo.</p><p>La plataforma se reserva el derecho de interpretación final y de modificación de este programa.</p>',
    date: '15/10/2026, 08:00',
    dateTime: '2026-10-15T08:00:00Z',
    pinned: true,
  },
  {
    id: '2',
    title: 'Contratos de dividendos: periodos quincenales',
    html: '<p>Los dividendos ahora pueden liquidarse a diario, cada semana, cada quincena (del 1 al 15 y del 16 a fin de mes) o cada mes.</p><ul><li>La pérdida del equipo y las apuestas válidas del periodo deciden el nivel.</li><li>Los dividendos se abonan en la billetera principal al terminar el periodo.</li></ul>',
    date: '25/10/2026, 08:00',
    dateTime: '2026-10-25T08:00:00Z',
  },
  {
    id: '3',
    title: 'Nuevos enlaces de invitación con código QR',
    html: '<p>Cada enlace de invitación tiene ahora su propio código QR en la gestión de enlaces.</p>',
    date: '10/11/2026, 08:00',
    dateTime: '2026-11-10T08:00:00Z',
  },
];

const meta = {
  title: 'Patterns/NoticeBoard',
  component: NoticeBoard,
  args: { notices, label: 'Anuncios para agentes', onRetry: fn(), onPageChange: fn(), page: 1, totalPages: 1 },
} satisfies Meta<typeof NoticeBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The pinned notice opens first; the others open from their titles. */
export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('region', { name: /Salario en tiempo real/ })).toHaveTextContent(
      'se liquida y se distribuye cada 5 minutos',
    );
    const second = canvas.getByRole('button', { name: 'Contratos de dividendos: periodos quincenales' });
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Two notices open at once, one of them with a list. */
export const SeveralOpen: Story = {
  args: { defaultOpenIds: ['1', '2'] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByRole('region')).toHaveLength(2);
  },
};

/** A notice opened from its title and closed again (not shot: the picture is the list's). */
export const OpeningANotice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const second = canvas.getByRole('button', { name: 'Contratos de dividendos: periodos quincenales' });
    await userEvent.click(second);
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(canvas.getByRole('region', { name: /Contratos de dividendos/ })).toHaveTextContent('cada quincena');
    second.focus();
    await userEvent.keyboard('{Enter}');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  },
};

/** Everything closed, with more pages. */
export const Paged: Story = {
  args: { defaultOpenIds: [], page: 2, totalPages: 4 },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Página 3' }));
    await expect(args.onPageChange).toHaveBeenCalledWith(3);
  },
};

/** Untrusted HTML: the script and the inline handler are removed before the notice is shown. */
export const UntrustedHtml: Story = {
  args: {
    notices: [
      {
        id: '9',
        title: 'Aviso con HTML del operador',
        html: '<p><strong>Importante:</strong> revisa tus contratos.</p><img src="data:," onerror="document.title=\'x\'" alt=""><script>document.title="x"</script><a href="javascript:alert(1)">enlace</a>',
        date: '20/11/2026, 08:00',
        dateTime: '2026-11-20T08:00:00Z',
        pinned: true,
      },
    ],
  },
  play: async ({ canvasElement }) => {
    const region = within(canvasElement).getByRole('region', { name: 'Aviso con HTML del operador' });
    await expect(region.querySelector('script')).toBeNull();
    await expect(region.querySelector('[onerror]')).toBeNull();
    await expect(region.querySelector('a')?.getAttribute('href') ?? '').not.toMatch(/^javascript:/);
  },
};

export const LongTitle: Story = {
  args: {
    notices: [
      {
        id: '7',
        title:
          'Cambios en las condiciones de los contratos de salario diario y por hora para los agentes con más de cien miembros activos',
        html: '<p>Las condiciones nuevas se aplican desde el próximo periodo.</p>',
        date: '21/11/2026, 08:00',
        dateTime: '2026-11-21T08:00:00Z',
      },
    ],
  },
};

export const Loading: Story = { args: { notices: [], loading: true } };

export const Empty: Story = { args: { notices: [] } };

export const Failed: Story = {
  args: { notices: [], error: 'No se pudieron cargar los anuncios.' },
  play: async ({ args, canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Reintentar' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar' } };
