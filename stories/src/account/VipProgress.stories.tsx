import { VipProgress } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { vipStatus } from './fixtures';

const meta = {
  title: 'Patterns/VipProgress',
  component: VipProgress,
  args: { status: vipStatus, currencySymbol: '$' },
  decorators: [maxInlineSize(880)],
} satisfies Meta<typeof VipProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

/** demo_member: Gold's bets reached, its deposits not yet. */
export const OnTheWay: Story = {
  play: async ({ canvasElement }) => {
    const card = within(canvasElement).getByRole('region', { name: 'Tu nivel VIP' });
    await expect(card).toHaveTextContent('VIP 2 Plata');
    await expect(card).toHaveTextContent('Siguiente nivel: Oro');
    const deposits = within(card).getByRole('progressbar', { name: 'Depósitos hacia Oro' });
    await expect(deposits).toHaveAttribute('aria-valuetext', '$1850,00 de $5000,00');
    await expect(card).toHaveTextContent('Faltan $3150,00');
    await expect(card).toHaveTextContent('Alcanzado');
  },
};

export const JustStarted: Story = {
  args: {
    status: {
      level: 1,
      name: 'Bronce',
      deposited: 0,
      validBet: 0,
      next: {
        level: 2,
        name: 'Plata',
        depositRequired: 1_000,
        validBetRequired: 5_000,
        depositLeft: 1_000,
        validBetLeft: 5_000,
      },
    },
  },
};

export const TopLevel: Story = {
  args: { status: { level: 8, name: 'Leyenda', deposited: 1_620_400, validBet: 10_250_000, next: null } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('progressbar')).toBeNull();
    await expect(canvasElement).toHaveTextContent('Estás en el nivel más alto');
  },
};

export const Loading: Story = { args: { status: undefined } };
