import { Button, ProfileCard } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { avatars, profileFields } from './fixtures';

const meta = {
  title: 'Patterns/ProfileCard',
  component: ProfileCard,
  args: {
    name: 'Demo Member',
    account: 'demo_member',
    avatarSrc: avatars[0]?.src,
    vipLabel: 'Bronze',
    meta: 'Miembro desde 12/10/2026',
    fields: profileFields,
    onChangeAvatar: fn(),
    onNavigate: fn(),
    actions: <Button variant="secondary">Editar perfil</Button>,
  },
  decorators: [maxInlineSize(860)],
} satisfies Meta<typeof ProfileCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Every labelled field; empty ones read "Not set"; the withdraw password links to its page. */
export const Filled: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByText('Sin definir')).toHaveLength(2);
    await userEvent.click(canvas.getByRole('link', { name: 'Cambiar en la página de retiro' }));
    await expect(args.onNavigate).toHaveBeenCalledWith('#withdraw');
  },
};

/** A picture that fails to load falls back to the default avatar (SPEC.md section 8). */
export const BrokenAvatar: Story = { args: { avatarSrc: 'data:image/png;base64,AAAA' } };

/** No VIP label, no actions, a long nickname. */
export const LongName: Story = {
  args: {
    name: 'A very long nickname that keeps going well past the card',
    vipLabel: undefined,
    actions: undefined,
    onChangeAvatar: undefined,
  },
};

export const Loading: Story = { args: { loading: true } };
