import { ThirdPartyButtons } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { maxInlineSize } from '../decorators';

const meta = {
  title: 'Patterns/ThirdPartyButtons',
  component: ThirdPartyButtons,
  args: { channels: ['google', 'facebook'], onSelect: fn() },
  decorators: [maxInlineSize('24rem')],
} satisfies Meta<typeof ThirdPartyButtons>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Both providers on: keyboard reaches each, Enter chooses. */
export const Default: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('group', { name: 'Continuar con otra cuenta' })).toBeVisible();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Continuar con Google' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('google');
  },
};

/** One provider on (the operator turned FACEBOOKLOGIN3 off). */
export const GoogleOnly: Story = { args: { channels: ['google'] } };

/** Google is opening: it spins, Facebook waits. */
export const Opening: Story = { args: { busy: 'google' } };

/** Thai, the longest of the shipped languages here. */
export const Thai: Story = { globals: { locale: 'th' } };

/** Right to left: the marks stay before the labels. */
export const RightToLeft: Story = { globals: { locale: 'ar' } };
