import { BreakdownChart, chartValueKinds } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const income = [
  { key: 'dailySalary', label: 'Salario diario', value: 1250.5 },
  { key: 'hourlySalary', label: 'Salario por hora', value: 310.25 },
  { key: 'realtimeSalary', label: 'Salario en tiempo real', value: 96.8 },
  { key: 'dividend', label: 'Dividendos', value: 2040 },
  { key: 'rebate', label: 'Reembolsos', value: 0 },
];

const meta = {
  title: 'Components/BreakdownChart',
  component: BreakdownChart,
  argTypes: { valueKind: { control: 'inline-radio', options: chartValueKinds } },
  args: { title: 'Ingresos por tipo', items: income, valueKind: 'money', currencySymbol: '$' },
} satisfies Meta<typeof BreakdownChart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'Ingresos por tipo' });
    const items = within(list).getAllByRole('listitem');
    await expect(items).toHaveLength(5);
    await expect(items[3]).toHaveTextContent('Dividendos$2040,00 (55,2 %)');
  },
};

/** Profit and loss by product line: parts either side of zero. */
export const NegativeValues: Story = {
  args: {
    title: 'Ganancia por producto',
    signed: true,
    items: [
      { key: 'LIVE', label: 'Casino en vivo', value: -820.5 },
      { key: 'RNG', label: 'Tragamonedas', value: 1340.25 },
      { key: 'SPORTS', label: 'Deportes', value: -210 },
      { key: 'FISH', label: 'Pesca', value: 95.75 },
      { key: 'LOTT', label: 'Lotería', value: 0 },
    ],
  },
};

export const LongLabels: Story = {
  args: {
    items: [
      {
        key: 'a',
        label: 'Salario en tiempo real liquidado cada cinco minutos del periodo quincenal',
        value: 999999.99,
      },
      { key: 'b', label: 'Dividendos', value: 12.5 },
    ],
  },
};

export const Empty: Story = { args: { items: [] } };

export const Loading: Story = {
  args: { loading: true },
};
