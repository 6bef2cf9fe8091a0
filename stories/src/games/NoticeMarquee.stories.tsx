import { NoticeMarquee } from '@lobby/design-system';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { notices } from './fixtures';

const meta = {
  title: 'Patterns/NoticeMarquee',
  component: NoticeMarquee,
  args: { notices, onSelect: fn(), animate: false },
} satisfies Meta<typeof NoticeMarquee>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Still (animate={false} or reduced motion): every notice in view, each a button. */
export const Static: Story = {
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const first = canvas.getByRole('button', { name: notices[0]?.text });
    await expect(first).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onSelect).toHaveBeenCalledWith('n1');
  },
};

/** Plain text notices, without onSelect. */
export const TextOnly: Story = { args: { onSelect: undefined } };

/** Moving: scrolls continuously and stops on hover or focus. */
export const Moving: Story = {
  args: { animate: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(notices.length);
    await userEvent.tab();
    const track = canvasElement.querySelector<HTMLElement>('[data-moving="true"]');
    if (!track) throw new Error('no moving track');
    // Under Loki every animation is off (`animation: none`): then there is nothing to pause.
    if (getComputedStyle(track).animationName !== 'none') {
      await expect(getComputedStyle(track).animationPlayState).toBe('paused');
    }
  },
};
