import { Badge, Inline } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { count: 7 },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Count: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('7 sin leer')).toBeInTheDocument();
  },
};

export const OverMax: Story = {
  args: { count: 150 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('99+')).toBeInTheDocument();
    await expect(canvas.getByText('150 sin leer')).toBeInTheDocument();
  },
};

export const Dot: Story = { args: { count: 3, dot: true, label: '3 misiones nuevas' } };

/**
 * Zero unread: nothing is drawn. Shown beside a menu label, so that the screenshot has something to
 * hold (a story that renders nothing gives Loki no element to shoot).
 */
export const Zero: Story = {
  args: { count: 0 },
  render: (args) => (
    <Inline gap="xs" data-testid="badge-host">
      <span>Mensajes</span>
      <Badge {...args} />
    </Inline>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByTestId('badge-host')).toHaveTextContent(/^Mensajes$/);
    await expect(canvasElement.querySelectorAll('[data-testid="badge-host"] > *')).toHaveLength(1);
  },
};

/** Beside the member-centre items that carry counts (SPEC.md section 2). */
export const InMenu: Story = {
  render: () => (
    <Inline gap="lg">
      <Inline gap="xs">
        <span>Misiones</span>
        <Badge count={2} />
      </Inline>
      <Inline gap="xs">
        <span>Mensajes</span>
        <Badge count={12} />
      </Inline>
      <Inline gap="xs">
        <span>Recompensas</span>
        <Badge count={1} dot />
      </Inline>
    </Inline>
  ),
};
