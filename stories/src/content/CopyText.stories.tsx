import { CopyText } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, spyOn, userEvent, waitFor, within, type MockInstance } from 'storybook/test';

const meta = {
  title: 'Components/CopyText',
  component: CopyText,
  args: { text: '88012345', onCopied: fn() },
} satisfies Meta<typeof CopyText>;

export default meta;
type Story = StoryObj<typeof meta>;

export const AccountId: Story = {};

/**
 * Copying confirms politely; the confirmation fades after two seconds. The clipboard is a stand-in
 * that accepts (a real one answers as the browser grants its permission: CopyText.test.tsx has the
 * refusal); shot with the clock still (loki-ready.ts: lokiClockLoader), so the confirmation has not
 * faded whenever the shot comes.
 */
let writeText: MockInstance<Clipboard['writeText']> | undefined;

export const Copy: Story = {
  parameters: { loki: { stillClock: true } },
  beforeEach: () => {
    writeText = spyOn(navigator.clipboard, 'writeText').mockResolvedValue(undefined);
    return () => writeText?.mockRestore();
  },
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Copiar' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Copiado'));
    await expect(writeText).toHaveBeenCalledWith('88012345');
    await expect(args.onCopied).toHaveBeenCalledOnce();
  },
};

export const ShownMasked: Story = { args: { text: 'player@example.com', label: 'pla•••••••••••.com' } };

export const LongLink: Story = {
  args: {
    text: 'https://example.com/register?referralCode=AGENT-000123456789-PROMO-BIENVENIDA',
    copyLabel: 'Copiar enlace',
  },
};
