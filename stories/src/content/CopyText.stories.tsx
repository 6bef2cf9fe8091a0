import { CopyText } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';

const meta = {
  title: 'Components/CopyText',
  component: CopyText,
  args: { text: '88012345', onCopied: fn() },
} satisfies Meta<typeof CopyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountId: Story = {};

/** Copying confirms politely; the confirmation fades after two seconds. */
export const Copy: Story = {
  // Not shot: the confirmation fades after two seconds, and says "Copiado" or "No se pudo copiar" as the browser grants the clipboard.
  parameters: { loki: { skip: true } },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/Copiado|No se pudo copiar/));
    if (canvas.getByRole('status').textContent === 'Copiado') await expect(args.onCopied).toHaveBeenCalledOnce();
  },
};

export const ShownMasked: Story = { args: { text: 'player@example.com', label: 'pla•••••••••••.com' } };

export const LongLink: Story = {
  args: {
    text: 'https://example.com/register?referralCode=AGENT-000123456789-PROMO-BIENVENIDA',
    copyLabel: 'Copiar enlace',
  },
};
