import { Image, imageRadii } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';

// An inline game tile (no network).
const tile = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 150"><rect width="200" height="150" fill="#6b2fb3"/><circle cx="100" cy="75" r="40" fill="#f5c542"/><text x="100" y="86" font-size="32" text-anchor="middle" fill="#6b2fb3">777</text></svg>',
)}`;
const broken = 'data:image/png;base64,AAAA';

const meta = {
  title: 'Components/Image',
  component: Image,
  args: { src: tile, alt: 'Fortune Tiger', width: 200, height: 150, radius: 'md', loading: 'eager' },
  argTypes: { radius: { control: 'inline-radio', options: imageRadii } },
} satisfies Meta<typeof Image>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loaded: Story = {};

/** The image fails and the fallback source loads instead. */
export const WithFallback: Story = {
  args: { src: broken, fallbackSrc: tile },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('img', { name: 'Fortune Tiger' })).toHaveAttribute('src', tile),
    );
  },
};

/** Both fail: the built-in default picture keeps the box and the name (SPEC.md section 8). */
export const DefaultImage: Story = {
  args: { src: broken, fallbackSrc: broken },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('img', { name: 'Fortune Tiger' }).tagName).toBe('svg'));
  },
};

export const Contain: Story = { args: { fit: 'contain', width: 300, height: 150 } };
