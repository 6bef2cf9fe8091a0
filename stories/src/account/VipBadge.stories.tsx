import { VipBadge } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { inlineSize } from '../decorators';

const meta = {
  title: 'Components/VipBadge',
  component: VipBadge,
  args: { level: 3, label: 'Oro' },
} satisfies Meta<typeof VipBadge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('VIP 3')).toBeInTheDocument();
    await expect(canvasElement).toHaveTextContent('VIP 3 Oro');
  },
};

/** In the avatar menu and the table's rows. */
export const Small: Story = { args: { size: 'sm', level: 2, label: 'Plata' } };

/** A long name in a narrow column: it ends in an ellipsis rather than overflow. */
export const LongName: Story = {
  args: { level: 6, label: 'Diamante negro de la casa real' },
  decorators: [inlineSize(200)],
};
