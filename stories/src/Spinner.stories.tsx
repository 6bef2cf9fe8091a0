import { Inline, Spinner, spinnerSizes } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/Spinner',
  component: Spinner,
  argTypes: { size: { control: 'inline-radio', options: spinnerSizes } },
  // The spinner turns; Loki freezes animations, so the screenshot is stable.
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveAccessibleName(/.+/);
  },
};

export const Sizes: Story = {
  render: () => (
    <Inline gap="lg">
      {spinnerSizes.map((size) => (
        <Spinner key={size} size={size} />
      ))}
    </Inline>
  ),
};
