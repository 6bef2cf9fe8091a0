import { SessionList, type SessionListProps } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const sessions: SessionListProps['sessions'] = [
  { id: 'a1', device: 'Chrome en Windows', ip: '203.0.113.7', lastSeen: 'ahora', current: true },
  { id: 'b2', device: 'Safari en iOS', ip: '198.51.100.4', lastSeen: '26/11/2026, 09:12', current: false },
  {
    id: 'c3',
    device: 'Firefox en Linux',
    ip: '2001:db8:85a3::8a2e:370:7334',
    lastSeen: '25/11/2026, 22:40',
    current: false,
  },
];

const meta = {
  title: 'Patterns/SessionList',
  component: SessionList,
  args: { sessions, onSignOut: fn(), onSignOutOthers: fn() },
  decorators: [maxInlineSize(560)],
} satisfies Meta<typeof SessionList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** This device marked, a sign-out for each other one and for all others. */
export const Several: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Cerrar sesión: Safari en iOS' }));
    await expect(args.onSignOut).toHaveBeenCalledWith('b2');
  },
};

/** Only this device. */
export const OnlyThisDevice: Story = { args: { sessions: sessions.slice(0, 1) } };

/** A sign-out under way; an unknown browser. */
export const SigningOut: Story = {
  args: {
    busy: 'b2',
    sessions: [
      ...sessions.slice(0, 2),
      { id: 'd4', device: '', ip: null, lastSeen: '20/11/2026, 08:00', current: false },
    ],
  },
};
