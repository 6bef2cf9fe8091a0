import { Avatar, avatarSizes, Inline } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

// A small inline picture (no network): a face on a coloured disc.
const picture = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40"><rect width="40" height="40" fill="#2f6fde"/><circle cx="20" cy="16" r="8" fill="#ffd7a8"/><path d="M6 40c2-9 8-12 14-12s12 3 14 12z" fill="#ffd7a8"/></svg>',
)}`;

const meta = {
  title: 'Components/Avatar',
  component: Avatar,
  args: { name: 'lucky88', src: picture },
  argTypes: { size: { control: 'inline-radio', options: avatarSizes } },
} satisfies Meta<typeof Avatar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithImage: Story = {};

/** The picture fails to load: the default avatar takes its place (SPEC.md section 8). */
export const BrokenImage: Story = {
  args: { src: 'data:image/png;base64,AAAA' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'lucky88' }).tagName).toBe('svg'));
  },
};

export const NoImage: Story = { args: { src: undefined } };

export const Sizes: Story = {
  render: (args) => (
    <Inline gap="md">
      {avatarSizes.map((size) => (
        <Avatar key={size} {...args} size={size} />
      ))}
    </Inline>
  ),
};
