import { AvatarPicker } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';
import { avatars } from './fixtures';

const meta = {
  title: 'Patterns/AvatarPicker',
  component: AvatarPicker,
  args: { label: 'Avatares', choices: avatars, value: 1, onChange: () => undefined },
  render: function Render(args) {
    const [value, setValue] = useState(args.value);
    return <AvatarPicker {...args} value={value} onChange={setValue} />;
  },
  decorators: [maxInlineSize(520)],
} satisfies Meta<typeof AvatarPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One radio group: the arrow keys move the choice. */
export const Choosing: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('radio', { name: 'Avatar 3' }));
    await expect(canvas.getByRole('radio', { name: 'Avatar 3' })).toBeChecked();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('radio', { name: 'Avatar 4' })).toBeChecked();
  },
};

/** While the choice is saved. */
export const Disabled: Story = { args: { disabled: true, value: 2 } };

/** A picture that fails shows the default avatar. */
export const BrokenPicture: Story = {
  args: { choices: [...avatars.slice(0, 3), { id: 9, src: 'data:image/png;base64,AAAA' }] },
};
