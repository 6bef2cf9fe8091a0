import { Clock } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

// 2 January 2026, 20:04:05 UTC: fixed so that screenshots never change.
const moment = Date.UTC(2026, 0, 2, 20, 4, 5);

const meta = {
  title: 'Components/Clock',
  component: Clock,
  args: { offsetMinutes: 480, now: moment },
} satisfies Meta<typeof Clock>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The agent centre clock in the agent's offset (SPEC.md section 2). */
export const Fixed: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('GMT+08:00')).toBeInTheDocument();
    await expect(canvasElement.querySelector('time')).toHaveAttribute('dateTime', '2026-01-03T04:04:05+08:00');
  },
};

export const NegativeHalfHour: Story = { args: { offsetMinutes: -210 } };

/** The real clock, ticking every second. */
export const Ticking: Story = {
  // Shot with the clock still (loki-ready.ts: lokiClockLoader): it shows the still moment, 15/01/2026 09:30:00.
  parameters: { loki: { stillClock: true } },
  args: { now: undefined, offsetMinutes: 0 },
};
