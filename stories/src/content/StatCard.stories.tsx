import { formatMoney, formatNumber, StatCard, Stack } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/StatCard',
  component: StatCard,
  args: {
    label: 'Depósitos del equipo',
    value: formatMoney(125000.5, { locale: 'es', symbol: '$' }),
    hint: 'Desde el lunes',
    trend: 'up',
  },
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const TrendUp: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('En alza')).toBeInTheDocument();
  },
};

export const Trends: Story = {
  render: () => (
    <Stack gap="sm">
      <StatCard label="Miembros activos" value={formatNumber(1284, { locale: 'es' })} trend="up" />
      <StatCard label="Retiros" value={formatMoney(-3200, { locale: 'es', symbol: '$' })} trend="down" />
      <StatCard label="Nuevos registros" value={formatNumber(0, { locale: 'es' })} trend="flat" hint="Hoy" />
    </Stack>
  ),
};

export const WithIcon: Story = {
  args: {
    trend: undefined,
    icon: (
      <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="9" cy="8" r="4" />
        <path d="M2 21c0-4 3-6 7-6s7 2 7 6M17 4a4 4 0 0 1 0 8M22 21c0-3-2-5-4-5.5" />
      </svg>
    ),
  },
};

export const LongText: Story = {
  args: {
    label: 'Ingresos por comisiones de la línea descendente en el periodo quincenal',
    value: formatMoney(999999999.99, { locale: 'es', symbol: 'RM' }),
    hint: 'Se liquida cada 5 minutos en el salario en tiempo real',
  },
};
