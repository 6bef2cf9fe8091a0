import { Inline, Skeleton, skeletonVariants, Stack } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';

const meta = {
  title: 'Components/Skeleton',
  component: Skeleton,
  argTypes: { variant: { control: 'inline-radio', options: skeletonVariants } },
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Text: Story = { args: { lines: 3 } };
export const Rect: Story = { args: { variant: 'rect', height: '8rem' } };

/** A game card loading: picture, avatar and two lines. */
export const Card: Story = {
  render: () => (
    <Stack gap="sm">
      <Skeleton variant="rect" width="12rem" height="9rem" />
      <Inline gap="sm">
        <Skeleton variant="circle" />
        <Skeleton width="8rem" />
      </Inline>
      <Skeleton lines={2} width="12rem" />
    </Stack>
  ),
};
