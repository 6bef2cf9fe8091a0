import { CountdownButton } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';

const meta = {
  title: 'Components/CountdownButton',
  component: CountdownButton,
  args: { children: 'Enviar código', seconds: 60, onSend: fn(), variant: 'secondary' },
} satisfies Meta<typeof CountdownButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};

/** Enter sends; the button then counts down, aria-disabled, and ignores clicks (SPEC.md section 4). */
export const SendsAndCounts: Story = {
  // Shot with the clock still (loki-ready.ts: lokiClockLoader): the countdown stays at its first second.
  parameters: { loki: { stillClock: true } },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSend).toHaveBeenCalledOnce();
    await expect(button).toHaveTextContent(/^Reenviar en (60|59) s$/);
    await expect(button).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** Resumed mid-countdown. */
export const Counting: Story = {
  // Shot with the clock still: 42 s, whenever the shot is taken.
  parameters: { loki: { stillClock: true } },
  args: { initialRemaining: 42 },
};

/** The send is pending: a spinner, and no second send. */
export const Sending: Story = {
  args: { onSend: fn(() => new Promise<boolean>(() => undefined)) },
  play: async ({ args, canvasElement }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Enviar código' });
    await userEvent.click(button);
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onSend).toHaveBeenCalledOnce();
  },
};

/** No valid mobile number yet (SPEC.md section 5: SMS send requires a valid mobile number first). */
export const Disabled: Story = { args: { disabled: true } };
