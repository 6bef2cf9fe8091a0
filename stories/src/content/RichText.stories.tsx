import { Card, RichText, richTextTones } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 600 120"><rect width="600" height="120" rx="8" fill="#0f766e"/><text x="300" y="72" font-family="sans-serif" font-size="32" font-weight="700" fill="#fff" text-anchor="middle">Puntos x2</text></svg>',
)}`;

const rules = `<h3>Cómo se ganan puntos</h3>
<p>Los puntos se ganan con apuestas válidas y depósitos, según la tabla de cambio.</p>
<ul><li>Los regalos se envían en 7 días hábiles.</li><li>Un canje rechazado devuelve sus puntos al momento.</li></ul>
<p>La plataforma se reserva el derecho de interpretación final.</p>`;

const meta = {
  title: 'Components/RichText',
  component: RichText,
  args: { html: rules, tone: 'primary', trimmed: false, spaced: false },
  argTypes: { tone: { control: 'inline-radio', options: richTextTones } },
  render: (args) => (
    <div style={{ maxInlineSize: '36rem' }}>
      <RichText {...args} />
    </div>
  ),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rules as the platform writes them (points, promotions). */
export const Rules: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Cómo se ganan puntos' })).toBeInTheDocument();
    await expect(canvas.getAllByRole('listitem')).toHaveLength(2);
  },
};

/** A help section under its heading: secondary text, room between paragraphs, a smaller indent. */
export const Help: Story = {
  args: {
    tone: 'secondary',
    spaced: true,
    html: `<p>Abre <a href="https://example.com/cuenta">Mi cuenta</a> y elige Retirar.</p>
<p>Los retiros se revisan en menos de 30 minutos.</p>
<ol><li>Elige la cuenta de cobro.</li><li>Escribe el importe y tu contraseña de retiro.</li></ol>`,
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link', { name: 'Mi cuenta' })).toHaveAttribute(
      'href',
      'https://example.com/cuenta',
    );
  },
};

/** In a padded panel (an announcement, a message) the first and last blocks lose their margins. */
export const InAPanel: Story = {
  args: {
    trimmed: true,
    html: `<ul><li>Mantenimiento el domingo a las 04:00.</li><li>Dura unos 30 minutos.</li></ul><ol><li>Las liquidaciones se hacen después.</li></ol>`,
  },
  render: (args) => (
    <Card padding="lg">
      <RichText {...args} />
    </Card>
  ),
};

/** Images keep to the column; links take the theme's link colour. */
export const ImagesAndLinks: Story = {
  args: {
    html: `<img src="${banner}" alt="Puntos x2"><p>Todo el fin de semana. Consulta los <a href="https://example.com/terminos">términos</a>.</p>`,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Puntos x2' })).toBeInTheDocument();
    await expect(canvas.getByRole('link', { name: 'términos' })).toBeInTheDocument();
  },
};

/** A long unbroken word (a code, an address) wraps inside the column instead of overflowing. */
export const LongWord: Story = {
  args: {
    html: '<p>Copia la dirección de la billetera: TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE8Q2xW7pZ4uVmNa</p>',
  },
  render: (args) => (
    <div style={{ maxInlineSize: '14rem' }}>
      <RichText {...args} />
    </div>
  ),
};

/** Operator HTML is sanitised: scripts, handlers and frames never reach the page. */
export const Sanitised: Story = {
  args: {
    html: '<p>Texto visible.</p><script>window.__pwned = true</script><b onmouseover="window.__pwned = true">Aviso</b><iframe src="https://example.com"></iframe>',
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Texto visible.')).toBeInTheDocument();
    await expect(canvasElement.querySelector('script, iframe, [onmouseover]')).toBeNull();
  },
};
