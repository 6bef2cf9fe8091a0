import { InviteCard } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Patterns/InviteCard',
  component: InviteCard,
  args: {
    code: 'R000001',
    link: 'https://lobby.example/register?referralCode=R000001',
    hint: 'Comparte tu código o tu enlace. Ganas $8.00 por cada amigo que se registre y deposite.',
  },
  decorators: [maxInlineSize(860)],
} satisfies Meta<typeof InviteCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: 'Copiar código' })).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Copiar enlace' })).toBeInTheDocument();
  },
};

/** An agent's long affiliate link wraps rather than overflowing. */
export const LongLink: Story = {
  args: {
    code: 'DEMOAGENT2026',
    link: 'https://a-very-long-operator-domain-name.example/register?referralCode=DEMOAGENT2026&utm_source=invite',
    hint: undefined,
  },
};

export const Loading: Story = { args: { loading: true } };
