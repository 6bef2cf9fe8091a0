import { Button, Inline, ToastProvider, useToast, type ToastOptions } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';

const samples: Record<string, ToastOptions> = {
  Copiar: { title: 'Copiado', description: 'El ID de la cuenta está en el portapapeles.', tone: 'success' },
  Error: { title: 'Error de red', description: 'Conexión de red anómala, inténtalo de nuevo.', tone: 'danger' },
  Aviso: { title: 'Sesión a punto de caducar', tone: 'warning' },
  Info: {
    title: 'Nuevo mensaje de la plataforma',
    description:
      'Tu retiro fue aprobado y el importe llegará a tu cuenta bancaria en los próximos minutos, según el banco receptor.',
    tone: 'info',
  },
};

function Demo() {
  const { show } = useToast();
  return (
    <Inline gap="sm">
      {Object.entries(samples).map(([label, toast]) => (
        <Button key={label} variant="secondary" onClick={() => show(toast)}>
          {label}
        </Button>
      ))}
    </Inline>
  );
}

const meta = {
  title: 'Components/Toast',
  component: ToastProvider,
  args: { children: <Demo /> },
} satisfies Meta<typeof ToastProvider>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each button shows a toast in the block-start, inline-end corner; its close button dismisses it. */
export const Shown: Story = {
  // Shot is the toasts' list: it sits fixed in the window's corner, outside the story's root (Loki's
  // default picture, the buttons' 40 px), and is the one ordered list in a region here.
  parameters: { loki: { chromeSelector: '[role="region"] > ol' } },
  args: { durationMs: 60_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const label of Object.keys(samples)) await userEvent.click(canvas.getByRole('button', { name: label }));
    const region = await screen.findByRole('region', { name: /Notificaciones/ });
    await waitFor(() => expect(within(region).getAllByRole('listitem')).toHaveLength(4));
    const [close] = within(region).getAllByRole('button', { name: 'Descartar notificación' });
    if (!close) throw new Error('no close button');
    await userEvent.click(close);
    await waitFor(() => expect(within(region).queryByText('Copiado')).not.toBeInTheDocument());
  },
};

/** A short toast leaves by itself. */
export const TimesOut: Story = {
  args: { durationMs: 800 },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Copiar' }));
    await screen.findByText('Copiado');
    await waitFor(() => expect(screen.queryByText('Copiado')).not.toBeInTheDocument(), { timeout: 3000 });
  },
};
