import { ContractTierEditor, type ContractTierEditorProps, type TierValues } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';

// The inputs of a daily salary contract (SPEC.md section 3), as the agent centre labels them.
const dailySalary = [
  { key: 'minBetAmount', label: 'Apuesta mínima' },
  { key: 'minActiveMembers', label: 'Miembros activos mínimos' },
  { key: 'dailyBetAmount', label: 'Apuesta diaria' },
  { key: 'rate', label: 'Tasa (%)' },
];

const tier = (minBetAmount: string, rate: string): TierValues => ({
  minBetAmount,
  minActiveMembers: '3',
  dailyBetAmount: '1000',
  rate,
});

/** Holds the tiers, as a host would. */
function Editor(args: ContractTierEditorProps) {
  const [tiers, setTiers] = useState(args.tiers);
  return (
    <ContractTierEditor
      {...args}
      tiers={tiers}
      onChange={(next) => {
        setTiers(next);
        args.onChange(next);
      }}
    />
  );
}

const meta = {
  title: 'Patterns/ContractTierEditor',
  component: ContractTierEditor,
  render: (args) => <Editor {...args} />,
  args: { fields: dailySalary, tiers: [tier('100', '1')], onChange: fn() },
} satisfies Meta<typeof ContractTierEditor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One tier: it cannot be removed. */
export const OneTier: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('button', { name: /Quitar/ })).toBeNull();
  },
};

/** Three tiers, rising by minimum bet. */
export const ThreeTiers: Story = {
  args: { tiers: [tier('100', '1'), tier('5000', '1.5'), tier('20000', '2')] },
};

/** A tier added from the keyboard is a copy of the last one. */
export const AddingATier: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('button', { name: 'Añadir un nivel' }).focus();
    await userEvent.keyboard('{Enter}');
    const second = canvas.getByRole('group', { name: 'Nivel 2' });
    await expect(within(second).getByRole('textbox', { name: 'Tasa (%)' })).toHaveValue('1');
    await expect(args.onChange).toHaveBeenCalledWith([tier('100', '1'), tier('100', '1')]);
  },
};

/** Five tiers, the most a contract has: adding is off, and the reason is read with the button. */
export const MostTiers: Story = {
  args: { tiers: ['100', '1000', '5000', '20000', '50000'].map((bet, index) => tier(bet, String(1 + index * 0.5))) },
  play: async ({ canvasElement }) => {
    const add = within(canvasElement).getByRole('button', { name: 'Añadir un nivel' });
    await expect(add).toHaveAttribute('aria-disabled', 'true');
    await expect(add).toHaveAccessibleDescription('Un contrato tiene como máximo 5 niveles.');
  },
};

/** The host's messages under the wrong fields; what was typed stays. */
export const WithErrors: Story = {
  args: {
    tiers: [tier('5000', '1'), { ...tier('100', '150'), minActiveMembers: '2.5' }],
    errors: [
      {},
      {
        minBetAmount: 'No puede ser menor que la del nivel anterior.',
        minActiveMembers: 'Escribe un número entero.',
        rate: 'La tasa va de 0,01 a 100.',
      },
    ],
  },
};

/** While the offer is sent: nothing can change. */
export const Disabled: Story = { args: { tiers: [tier('100', '1'), tier('5000', '1.5')], disabled: true } };

export const RightToLeft: Story = {
  args: { tiers: [tier('100', '1'), tier('5000', '1.5')] },
  globals: { locale: 'ar' },
};
