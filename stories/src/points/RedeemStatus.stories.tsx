import { RedeemStatus, Stack } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { redeemStatuses } from '@lobby/contract';

const meta = {
  title: 'Patterns/RedeemStatus',
  component: RedeemStatus,
  args: { status: 'PROCESSING' },
} satisfies Meta<typeof RedeemStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The three statuses of SPEC.md section 4, each in words with its icon. */
export const AllStatuses: Story = {
  render: () => (
    <Stack gap="sm">
      {redeemStatuses.map((status) => (
        <RedeemStatus key={status} status={status} />
      ))}
    </Stack>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const word of ['En proceso', 'Rechazado', 'Aprobado'])
      await expect(canvas.getByText(word)).toBeInTheDocument();
  },
};

export const Processing: Story = {};
export const Rejected: Story = { args: { status: 'REJECTED' } };
export const Approved: Story = { args: { status: 'APPROVED' } };
